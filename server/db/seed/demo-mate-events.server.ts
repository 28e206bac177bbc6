/**
 * The demo mate's events and their audience, so /mate/events and /mate/events/analytics look alive on
 * first start: the demo events whose lineup has the mate's DJ profile become the mate's own (created_by), a pending
 * and a draft event are added, and the public ones get 30–90 days of believable views (search, Instagram, direct,
 * a tagged newsletter link, a blog…), ticket clicks and shares. An event that has its demo audience gets no more, so running it
 * again adds nothing.
 */
import { and, asc, eq, inArray, isNull, like } from "drizzle-orm";
import { eventIdBase, firstFreeEventId } from "~/core/events/event-id";
import { addDays, DEFAULT_EVENT_TIME_ZONE, localDateOf, zonedDateTime } from "~/core/events/events";
import { mulberry32 } from "~/core/text/seeded-random";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventInteractions, eventLineup, eventViews, mateEvents } from "~server/db/schema";
import { type DemoViewOrigin, insertIgnoringRepeats, originColumns, originPicker } from "./demo-page-views.server";
import { seedEvent } from "./factories.server";

const DAY = 86_400_000;

/** Referrers of the demo views, with their weights (what an organiser of a club night actually sees). */
const ORIGINS: readonly DemoViewOrigin[] = [
  { weight: 26, referrer: "https://l.instagram.com/" },
  { weight: 20, referrer: "https://www.google.com/" },
  { weight: 3, referrer: "https://www.google.co.uk/" },
  { weight: 19, referrer: null },
  { weight: 10, referrer: null, utm: ["newsletter", "email", "this-weekend"] },
  { weight: 4, referrer: "https://l.instagram.com/", utm: ["instagram", "paid_social", "early-bird"] },
  { weight: 6, referrer: "https://ravejournal.net/weekend-picks" },
  { weight: 5, referrer: "https://m.facebook.com/" },
  { weight: 3, referrer: "https://t.co/" },
  { weight: 2, referrer: "https://www.bing.com/" },
  { weight: 2, referrer: "https://duckduckgo.com/" },
];
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
];
const SHARE_PLATFORMS = [
  "whatsapp",
  "whatsapp",
  "whatsapp",
  "copy_link",
  "copy_link",
  "native",
  "native",
  "x",
  "facebook",
  "telegram",
];

/** The mate's two unpublished events (names are the idempotency check: created once per mate). */
const UNPUBLISHED = [
  { name: "Amapiano Garage Crossover", days: 20, status: "pending" },
  { name: "Rooftop Garage Sunset", days: 34, status: "draft" },
] as const;

export interface DemoMateEventsSummary {
  owned: number;
  views: number;
  interactions: number;
}

export async function seedDemoMateEvents(
  db: Db,
  mateUserId: string,
  options: { unpublished?: boolean; now?: Date } = {},
): Promise<DemoMateEventsSummary> {
  const now = options.now ?? new Date();
  const [dj] = await db
    .select({ id: djProfiles.id, displayName: djProfiles.displayName })
    .from(djProfiles)
    .where(eq(djProfiles.userId, mateUserId))
    .orderBy(asc(djProfiles.displayName))
    .limit(1);
  if (!dj) return { owned: 0, views: 0, interactions: 0 };

  // The demo events the mate's DJ plays that nobody owns yet become the mate's.
  const playing = await db
    .selectDistinct({ id: eventLineup.eventId })
    .from(eventLineup)
    .where(eq(eventLineup.djProfileId, dj.id));
  if (playing.length > 0) {
    await db
      .update(mateEvents)
      .set({ createdBy: mateUserId })
      .where(
        and(
          inArray(
            mateEvents.id,
            playing.map((p) => p.id),
          ),
          isNull(mateEvents.createdBy),
        ),
      );
  }
  const owned = await db
    .select()
    .from(mateEvents)
    .where(eq(mateEvents.createdBy, mateUserId))
    .orderBy(asc(mateEvents.eventDate));

  // A pending and a draft event, at the venue of the mate's next published night (or a default).
  const template = owned.find((e) => e.status === "published" && e.eventDate > now) ?? owned[0];
  const timeZone = template?.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  const taken = new Set((await db.select({ id: mateEvents.eventId }).from(mateEvents)).map((row) => row.id));
  for (const extra of options.unpublished === false ? [] : UNPUBLISHED) {
    if (owned.some((e) => e.eventName === extra.name)) continue;
    const startsAt = zonedDateTime(addDays(localDateOf(now, timeZone), extra.days), "21:00", timeZone);
    const eventId = firstFreeEventId(eventIdBase(extra.name, startsAt, timeZone), taken);
    taken.add(eventId);
    owned.push(
      await seedEvent(db, {
        eventId,
        eventName: extra.name,
        eventDate: startsAt,
        endDate: new Date(startsAt.getTime() + 7 * 3_600_000),
        timeZone,
        venue: template?.venue ?? "Warehouse",
        venueId: template?.venueId ?? null,
        location: template?.location ?? "London, United Kingdom",
        status: extra.status,
        createdBy: mateUserId,
        description: `${dj.displayName} all night long: UK garage, amapiano and everything in between.`,
        ticketUrl: null,
        lineupEntries: [{ djProfileId: dj.id, djName: dj.displayName, setTime: "21:00" }],
      }),
    );
  }

  let views = 0;
  let interactions = 0;
  for (const event of owned) {
    if (event.status !== "published" && event.status !== "cancelled") continue;
    // Once per event: a later run (another day, another hour) would otherwise add the hours since.
    const [seeded] = await db
      .select({ id: eventViews.id })
      .from(eventViews)
      .where(and(eq(eventViews.eventId, event.id), like(eventViews.viewKey, "demo:%")))
      .limit(1);
    if (seeded) continue;
    const made = audienceOf(event, now);
    views += await insertIgnoringRepeats(db, eventViews, made.views, eventViews.viewKey);
    interactions += await insertIgnoringRepeats(
      db,
      eventInteractions,
      made.interactions,
      eventInteractions.interactionKey,
    );
  }
  return { owned: owned.length, views, interactions };
}

type Event = typeof mateEvents.$inferSelect;

/**
 * Views from about two months before the night (more as it nears, more at weekends) until the day after it —
 * or until it was called off, for a cancelled one — with ticket clicks and shares in proportion.
 */
function audienceOf(event: Event, now: Date) {
  const random = mulberry32(hash(event.eventId));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const origin = originPicker(ORIGINS, random);
  const start = event.eventDate.getTime() - (50 + Math.floor(random() * 30)) * DAY;
  const cancelledAt = event.status === "cancelled" ? event.eventDate.getTime() - 12 * DAY : Number.POSITIVE_INFINITY;
  const end = Math.min(now.getTime(), event.eventDate.getTime() + DAY, cancelledAt);
  const views: (typeof eventViews.$inferInsert)[] = [];
  const interactions: (typeof eventInteractions.$inferInsert)[] = [];
  for (let day = start, d = 0; day <= end; day += DAY, d++) {
    const toGo = Math.max(0, (event.eventDate.getTime() - day) / DAY);
    const weekend = [5, 6, 0].includes(new Date(day).getUTCDay()) ? 1.4 : 1;
    // Today has had only the hours so far.
    const share = Math.min(1, Math.max(0, (now.getTime() - day) / DAY));
    const count = Math.round((3 + 42 / (1 + toGo / 6)) * weekend * (0.7 + random() * 0.6) * share);
    for (let i = 0; i < count; i++) {
      const at = new Date(Math.min(day + random() * DAY * share, now.getTime() - 60_000));
      const from = origin();
      const key = `demo:${event.eventId}:${d}:${i}`;
      views.push({
        eventId: event.id,
        ...originColumns(from),
        userAgent: pick(AGENTS),
        country: pick(["GB", "GB", "GB", "NG", "DE", "NL", "US", "IE"]),
        viewKey: key,
        createdAt: at,
      });
      if (random() < 0.075) {
        interactions.push({ eventId: event.id, kind: "ticket_click", interactionKey: `${key}:ticket`, createdAt: at });
      }
      if (random() < 0.035) {
        interactions.push({
          eventId: event.id,
          kind: "share",
          platform: pick(SHARE_PLATFORMS),
          interactionKey: `${key}:share`,
          createdAt: at,
        });
      }
    }
  }
  return { views, interactions };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
