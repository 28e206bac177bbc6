/**
 * The demo crowd follows the public demo DJs, so a first start shows follower counts and followers by city that are
 * real rows (counted by the triggers of migration 0038, listed by city on the mate dashboard) and /find-djs has a
 * demand order. Some DJs draw most of the crowd, most draw a few; locals mostly follow from their DJ's city. Each
 * follow is dated over the last seven weeks, and its follow-log row with it (the log's trigger stamps now()).
 */
import { and, like, sql } from "drizzle-orm";
import { hashString } from "~/core/site/artwork";
import { mulberry32 } from "~/core/text/seeded-random";
import type { Db } from "~server/db/client.server";
import { djFollowEvents, djFollows, type djProfiles } from "~server/db/schema";

const DAY = 86_400_000;

type Dj = Pick<typeof djProfiles.$inferSelect, "id" | "slug" | "location" | "homepageFeatured">;

/** How many of the crowd follow a DJ: a long tail (3–14), a featured DJ most of them. */
function followersOf(dj: Dj, crowd: number, random: () => number): number {
  const tail = 3 + Math.floor(random() * random() * 12);
  return Math.min(crowd, dj.homepageFeatured ? tail + 18 : tail);
}

const cityOf = (location: string | null) => location?.split(",")[0]?.trim() || null;

export async function seedDemoDjFollows(db: Db, djs: readonly Dj[], crowd: readonly string[], now: number) {
  const cities = [...new Set(djs.map((d) => cityOf(d.location)).filter((c): c is string => c !== null))];
  const rows: (typeof djFollows.$inferInsert)[] = [];
  for (const dj of djs) {
    const random = mulberry32(hashString(`follows:${dj.slug}`));
    const start = Math.floor(random() * crowd.length);
    const home = cityOf(dj.location);
    for (let k = 0; k < followersOf(dj, crowd.length, random); k++) {
      const city = home && random() < 0.55 ? home : cities[Math.floor(random() * cities.length)];
      rows.push({
        userId: crowd[(start + k) % crowd.length],
        djProfileId: dj.id,
        // One in six follows came with no city (a visitor whose city the proxy could not name).
        city: random() < 1 / 6 ? null : city,
        createdAt: new Date(now - Math.floor(random() * 49 * DAY) - Math.floor(random() * DAY)),
      });
    }
  }
  if (rows.length === 0) return;
  await db.insert(djFollows).values(rows).onConflictDoNothing();
  await db
    .update(djFollowEvents)
    .set({
      createdAt: sql`(select f.created_at from dj_follows f
        where f.user_id = ${djFollowEvents.userId} and f.dj_profile_id = ${djFollowEvents.djProfileId})`,
    })
    .where(and(like(djFollowEvents.userId, "demo-crowd-%"), sql`${djFollowEvents.kind} = 'follow'`));
}
