/**
 * A demo DJ's audience, so the mate dashboard looks alive on first start: 60 days of profile views (from
 * Instagram, Google, RA, newsletters…, phones mostly), radio plays, social clicks, shares, WhatsApp connects and
 * mix plays, rolled up into dj_daily_stats like the nightly job would. Idempotent: a DJ that has its demo views gets
 * no more. Leaves apple_music and beatport clicks alone: the e2e suite counts its own on those.
 */
import { and, eq, like, sql } from "drizzle-orm";
import { monthStart } from "~/core/analytics/analytics-retention";
import { addDays } from "~/core/events/events";
import { hashString } from "~/core/site/artwork";
import { mulberry32 } from "~/core/text/seeded-random";
import { PARTITIONED_ACTIVITY_TABLES } from "~server/db/activity-tables";
import type { Db } from "~server/db/client.server";
import {
  djMediaPlays,
  djProfileViews,
  djRadioPlays,
  djShareEvents,
  djSocialClicks,
  djWhatsappConnects,
} from "~server/db/schema";

const DAY = 86_400_000;
export const DEMO_ACTIVITY_DAYS = 60;

const ORIGINS: readonly { weight: number; referrer: string | null; utm?: [string, string, string] }[] = [
  { weight: 26, referrer: "https://l.instagram.com/" },
  { weight: 16, referrer: null },
  { weight: 14, referrer: "https://www.google.com/" },
  { weight: 9, referrer: "https://ra.co/dj" },
  { weight: 8, referrer: "https://soundcloud.com/" },
  { weight: 6, referrer: null, utm: ["newsletter", "email", "summer-tour"] },
  { weight: 5, referrer: "https://l.instagram.com/", utm: ["instagram", "story", "new-mix"] },
  { weight: 4, referrer: "https://www.tiktok.com/" },
  { weight: 3, referrer: "https://clubguide.example/this-week" },
  { weight: 3, referrer: "https://www.bing.com/" },
  { weight: 2, referrer: "https://t.co/" },
  { weight: 2, referrer: "https://duckduckgo.com/" },
];

const AGENTS: readonly { weight: number; ua: string }[] = [
  {
    weight: 48,
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  },
  {
    weight: 24,
    ua: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  },
  {
    weight: 20,
    ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  },
  {
    weight: 8,
    ua: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  },
];

const COUNTRIES = ["DE", "DE", "DE", "NL", "GB", "FR", "ES", "US", "PL", "IT"];
/** Cities of the demo's views by country (CITY_HEADER), picked from the visitor so no extra random draw shifts the rest. */
const CITIES: Record<string, string[]> = {
  DE: ["Berlin", "Berlin", "Hamburg", "Leipzig", "Cologne", "Munich"],
  NL: ["Amsterdam", "Rotterdam"],
  GB: ["London", "Manchester"],
  FR: ["Paris", "Lyon"],
  ES: ["Barcelona", "Madrid"],
  US: ["New York", "Detroit"],
  PL: ["Warsaw", "Kraków"],
  IT: ["Milan", "Rome"],
};
const CLICKS = ["instagram", "instagram", "soundcloud", "soundcloud", "spotify", "youtube", "tiktok"];
const SHARES = ["whatsapp", "whatsapp", "copy_link", "native", "x", "telegram"];

function pick<T extends { weight: number }>(items: readonly T[], r: number): T {
  let left = r * items.reduce((sum, i) => sum + i.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[0];
}

/** Inserts the demo activity of one DJ; returns the days to roll up (empty when it was seeded before). */
export async function seedDemoDjActivity(db: Db, slug: string, now = new Date()): Promise<string[]> {
  const [seeded] = await db
    .select({ id: djProfileViews.id })
    .from(djProfileViews)
    .where(and(eq(djProfileViews.djSlug, slug), like(djProfileViews.viewKey, "demo%")))
    .limit(1);
  if (seeded) return [];
  // The months the demo spans get their partitions (a fresh database has this month's and the next two only).
  for (let i = Math.ceil(DEMO_ACTIVITY_DAYS / 28); i >= 1; i--) {
    for (const table of PARTITIONED_ACTIVITY_TABLES) {
      await db.execute(sql`select booth_month_partition(${table}, ${monthStart(now, -i)}::date)`);
    }
  }
  const random = mulberry32(hashString(`dj-activity:${slug}`));
  const views: (typeof djProfileViews.$inferInsert)[] = [];
  const plays: (typeof djRadioPlays.$inferInsert)[] = [];
  const clicks: (typeof djSocialClicks.$inferInsert)[] = [];
  const shares: (typeof djShareEvents.$inferInsert)[] = [];
  const connects: (typeof djWhatsappConnects.$inferInsert)[] = [];
  const media: (typeof djMediaPlays.$inferInsert)[] = [];
  const latest = now.getTime() - 60_000;
  for (let d = DEMO_ACTIVITY_DAYS - 1; d >= 0; d--) {
    const day = now.getTime() - d * DAY;
    const weekend = [4, 5, 6].includes(new Date(day).getUTCDay()) ? 1.7 : 1;
    // A climb over the two months, so the charts have a shape; today has had only some hours.
    const trend = 0.5 + (DEMO_ACTIVITY_DAYS - d) / DEMO_ACTIVITY_DAYS;
    const count = Math.round(14 * trend * weekend * (0.6 + random() * 0.8) * (d === 0 ? 0.4 : 1));
    const at = () => new Date(Math.min(day - random() * DAY * 0.95, latest));
    for (let i = 0; i < count; i++) {
      const from = pick(ORIGINS, random());
      // Some visitors come back the same day: the tab id is the first part of the key (unique visitors).
      const visitor = Math.floor(random() * count * 0.8);
      // Drawn in the order the fields were before cities came, so the demo's other figures stay the same.
      const userAgent = pick(AGENTS, random()).ua;
      const country = COUNTRIES[Math.floor(random() * COUNTRIES.length)];
      views.push({
        djSlug: slug,
        referrer: from.referrer,
        utmSource: from.utm?.[0] ?? null,
        utmMedium: from.utm?.[1] ?? null,
        utmCampaign: from.utm?.[2] ?? null,
        userAgent,
        country,
        city: CITIES[country][visitor % CITIES[country].length],
        viewKey: `demo${d}v${visitor}:${slug}:${i}`,
        createdAt: at(),
      });
    }
    for (let i = 0; i < Math.round(count * 0.45); i++) {
      plays.push({ djSlug: slug, durationSeconds: 30 + Math.floor(random() * 300), createdAt: at() });
    }
    for (let i = 0; i < Math.round(count * 0.2); i++) {
      clicks.push({ djSlug: slug, platform: CLICKS[Math.floor(random() * CLICKS.length)], createdAt: at() });
    }
    for (let i = 0; i < Math.round(count * 0.08); i++) {
      shares.push({ djSlug: slug, platform: SHARES[Math.floor(random() * SHARES.length)], createdAt: at() });
    }
    if (random() < 0.3) connects.push({ djSlug: slug, createdAt: at() });
    for (let i = 0; i < Math.round(count * 0.1); i++) {
      media.push({
        djSlug: slug,
        mediaType: "soundcloud",
        mediaUrl: "https://soundcloud.com/booth/demo-mix",
        createdAt: at(),
      });
    }
  }
  const insertAll = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 400) await write(rows.slice(i, i + 400));
  };
  await insertAll(views, (chunk) => db.insert(djProfileViews).values(chunk).onConflictDoNothing());
  await insertAll(plays, (chunk) => db.insert(djRadioPlays).values(chunk));
  await insertAll(clicks, (chunk) => db.insert(djSocialClicks).values(chunk));
  await insertAll(shares, (chunk) => db.insert(djShareEvents).values(chunk));
  await insertAll(connects, (chunk) => db.insert(djWhatsappConnects).values(chunk));
  await insertAll(media, (chunk) => db.insert(djMediaPlays).values(chunk));
  const today = now.toISOString().slice(0, 10);
  return Array.from({ length: DEMO_ACTIVITY_DAYS - 1 }, (_, i) => addDays(today, i - (DEMO_ACTIVITY_DAYS - 1)));
}
