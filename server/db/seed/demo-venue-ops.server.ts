/**
 * The demo venues' audience, galleries and booking inquiries, so the venue management tabs Analytics,
 * Media and Bookings and the public venue pages look alive on first start. Idempotent: a venue that has its demo
 * views, gallery or inquiries gets no more, so running it again adds nothing.
 */
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { hashString } from "~/core/site/artwork";
import { mulberry32 } from "~/core/text/seeded-random";
import type { Db } from "~server/db/client.server";
import {
  bookingInquiries,
  bookingInquiryStatusHistory,
  venueMedia,
  venueProfiles,
  venueViews,
} from "~server/db/schema";
import { type DemoViewOrigin, insertIgnoringRepeats, originColumns, originPicker } from "./demo-page-views.server";

const DAY = 86_400_000;
const VIEW_DAYS = 60;

/** Where a venue page's visitors come from (a club's page is found on Instagram, Google, RA and in newsletters). */
const ORIGINS: readonly DemoViewOrigin[] = [
  { weight: 24, referrer: "https://l.instagram.com/" },
  { weight: 22, referrer: "https://www.google.com/" },
  { weight: 18, referrer: null },
  { weight: 8, referrer: "https://ra.co/clubs" },
  { weight: 7, referrer: null, utm: ["newsletter", "email", "club-guide"] },
  { weight: 5, referrer: "https://l.instagram.com/", utm: ["instagram", "paid_social", "season-opening"] },
  { weight: 5, referrer: "https://nightguide.example/best-clubs" },
  { weight: 4, referrer: "https://m.facebook.com/" },
  { weight: 3, referrer: "https://www.bing.com/" },
  { weight: 2, referrer: "https://t.co/" },
  { weight: 2, referrer: "https://duckduckgo.com/" },
];

const CAPTIONS = [
  "Main room at peak time",
  "The booth, seen from the floor",
  "Lights down, doors open",
  "Terrace before sunrise",
  "Sound check",
  "Closing track, last night",
];

/** Views over the last 60 days for every active demo venue; view_count grows by exactly the rows inserted. */
export async function seedDemoVenueAudience(db: Db, now = new Date()): Promise<number> {
  const venues = await db
    .select({ id: venueProfiles.id, slug: venueProfiles.slug, capacity: venueProfiles.capacityStanding })
    .from(venueProfiles)
    .where(eq(venueProfiles.isActive, true));
  let total = 0;
  for (const venue of venues) {
    if (!venue.slug) continue;
    const [seeded] = await db
      .select({ id: venueViews.id })
      .from(venueViews)
      .where(and(eq(venueViews.venueId, venue.id), like(venueViews.viewKey, "demo:%")))
      .limit(1);
    if (seeded) continue;
    const random = mulberry32(hashString(venue.slug));
    const origin = originPicker(ORIGINS, random);
    const size = Math.max(0.6, Math.min(2.2, (venue.capacity ?? 600) / 900));
    const rows: (typeof venueViews.$inferInsert)[] = [];
    for (let d = VIEW_DAYS - 1; d >= 0; d--) {
      const day = now.getTime() - d * DAY;
      const weekend = [4, 5, 6].includes(new Date(day).getUTCDay()) ? 1.6 : 1;
      // A slow climb over the two months, so the chart has a shape; today has had only some hours.
      const trend = 0.6 + (VIEW_DAYS - d) / VIEW_DAYS;
      const count = Math.round(size * 6 * trend * weekend * (0.6 + random() * 0.8) * (d === 0 ? 0.5 : 1));
      for (let i = 0; i < count; i++) {
        const from = origin();
        rows.push({
          venueId: venue.id,
          ...originColumns(from),
          viewKey: `demo:venue:${venue.slug}:${d}:${i}`,
          createdAt: new Date(Math.min(day - random() * DAY * 0.9, now.getTime() - 60_000)),
        });
      }
    }
    const inserted = await insertIgnoringRepeats(db, venueViews, rows, venueViews.viewKey);
    if (inserted > 0)
      await db
        .update(venueProfiles)
        .set({ viewCount: sql`${venueProfiles.viewCount} + ${inserted}` })
        .where(eq(venueProfiles.id, venue.id));
    total += inserted;
  }
  return total;
}

/**
 * Galleries of generated artwork (4–6 images) for the active demo venues that have none, and — for those — bookings
 * switched on for every other venue (and `alsoAccept`), so both public states show.
 */
export async function seedDemoVenueGalleries(db: Db, alsoAccept: readonly string[] = []): Promise<void> {
  const venues = await db
    .select({ id: venueProfiles.id, slug: venueProfiles.slug, name: venueProfiles.name })
    .from(venueProfiles)
    .where(eq(venueProfiles.isActive, true))
    .orderBy(venueProfiles.name);
  const withMedia = new Set(
    (
      await db
        .selectDistinct({ venueId: venueMedia.venueId })
        .from(venueMedia)
        .where(
          inArray(
            venueMedia.venueId,
            venues.map((v) => v.id),
          ),
        )
    ).map((r) => r.venueId),
  );
  const accepting: string[] = [];
  for (const [index, venue] of venues.entries()) {
    if (!venue.slug) continue;
    // Only venues seeded now: a later run never undoes a manager's choice.
    if (!withMedia.has(venue.id)) {
      if (index % 2 === 0 || alsoAccept.includes(venue.id)) accepting.push(venue.id);
      const count = 4 + (hashString(venue.slug) % 3);
      await db.insert(venueMedia).values(
        Array.from({ length: count }, (_, i) => ({
          venueId: venue.id,
          imageUrl: `/art/venue/${venue.slug}-gallery-${i + 1}.svg`,
          caption: CAPTIONS[(i + index) % CAPTIONS.length],
          position: i,
        })),
      );
    }
  }
  if (accepting.length > 0)
    await db.update(venueProfiles).set({ acceptsBookings: true }).where(inArray(venueProfiles.id, accepting));
}

const DEMO_INQUIRIES = [
  {
    name: "Mara Lindqvist",
    email: "mara@northbound-collective.example",
    days: 45,
    eventType: "Club night",
    budgetRange: "$2,500 – $5,000",
    message:
      "Northbound Collective would love to host our label's fifth birthday in your main room: four DJs, 23:00 to 07:00, our own visuals team.",
    history: [] as string[],
  },
  {
    name: "Tobi Adeyemi",
    email: "tobi@afterhours-agency.example",
    days: 72,
    eventType: "Concert or live show",
    budgetRange: "$5,000 – $10,000",
    message:
      "Live electronic show with a hybrid set and a light installation. We need load-in from 15:00 and a stage of about 6 × 4 m.",
    history: ["contacted", "negotiating"],
  },
  {
    name: "Ines Carvalho",
    email: "ines@lumen-events.example",
    days: 30,
    eventType: "Corporate event",
    budgetRange: "$1,000 – $2,500",
    message:
      "A product launch after-party for 300 guests, DJ from 21:00, finishing by 02:00. Is the terrace available?",
    history: ["contacted"],
  },
  {
    name: "Jonah Reiss",
    email: "jonah@warehouse-sessions.example",
    days: 20,
    eventType: "Private party",
    budgetRange: "Under $500",
    message:
      "Birthday party for 80 friends on a Sunday afternoon. We would bring two local DJs and need the small room.",
    history: ["declined"],
  },
] as const;

/** A few booking inquiries for the demo owner's venue (new, in talks, declined), with their status history. */
export async function seedDemoVenueBookings(db: Db, venueId: string, ownerId: string, now = new Date()) {
  const [existing] = await db
    .select({ id: bookingInquiries.id })
    .from(bookingInquiries)
    .where(eq(bookingInquiries.venueId, venueId))
    .limit(1);
  if (existing) return 0;
  await db.update(venueProfiles).set({ acceptsBookings: true }).where(eq(venueProfiles.id, venueId));
  for (const [i, demo] of DEMO_INQUIRIES.entries()) {
    const received = new Date(now.getTime() - (i * 3 + 1) * DAY - 5 * 3_600_000);
    const status = demo.history.at(-1) ?? "new";
    const [row] = await db
      .insert(bookingInquiries)
      .values({
        venueId,
        name: demo.name,
        email: demo.email,
        eventDate: new Date(now.getTime() + demo.days * DAY).toISOString().slice(0, 10),
        city: null,
        eventType: demo.eventType,
        budgetRange: demo.budgetRange,
        message: demo.message,
        status,
        createdAt: received,
        updatedAt: received,
      })
      .returning({ id: bookingInquiries.id });
    let from: string | null = null;
    const steps = ["new", ...demo.history];
    for (const [step, to] of steps.entries()) {
      await db.insert(bookingInquiryStatusHistory).values({
        inquiryId: row.id,
        fromStatus: from,
        toStatus: to,
        changedBy: from === null ? null : ownerId,
        note: from === null ? "Inquiry received" : null,
        createdAt: new Date(received.getTime() + step * 7 * 3_600_000),
      });
      from = to;
    }
  }
  return DEMO_INQUIRIES.length;
}
