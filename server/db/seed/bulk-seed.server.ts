/**
 * Bulk synthetic data for load and search benchmarks (e.g. 100 000 DJs). Rows are generated inside the
 * database with generate_series, one INSERT … SELECT per batch, so the cost is the database's own insert speed.
 * Every run uses a fresh run id in its slugs, so it can be repeated on the same database.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { GENRE_WORDS, NAME_WORDS } from "./synthetic-words";

export interface BulkSeedCounts {
  djs?: number;
  events?: number;
  venues?: number;
  news?: number;
  productions?: number;
  /** DJ profile views (the analytics table that grows fastest): for data-move and analytics measurements. */
  views?: number;
}

export type BulkEntity = keyof BulkSeedCounts;

export interface BulkSeedProgress {
  entity: BulkEntity;
  done: number;
  total: number;
  /** Rows done across all entities, and the grand total. */
  overallDone: number;
  overallTotal: number;
}

export interface BulkSeedOptions {
  /** Rows per INSERT statement (default 5000). */
  batchSize?: number;
}

const FIRST = NAME_WORDS;
const LAST = [
  "Voss",
  "Reyes",
  "Obi",
  "Lind",
  "Hart",
  "Kuti",
  "Berg",
  "Sol",
  "Vale",
  "Crane",
  "Mori",
  "Asante",
  "Dube",
  "Stern",
  "Lima",
  "Kova",
];
const GENRES = GENRE_WORDS;
const CITIES = [
  "Berlin, Germany",
  "Tel Aviv, Israel",
  "London, UK",
  "Lagos, Nigeria",
  "Johannesburg, South Africa",
  "Ibiza, Spain",
  "Amsterdam, Netherlands",
  "New York, USA",
  "Tbilisi, Georgia",
  "São Paulo, Brazil",
];
const VENUE_WORDS = ["Hall", "Bunker", "Yard", "Terrace", "Vault", "Rooms", "Garden", "Depot", "Lounge", "Pier"];

/** A SQL array literal expression picking element (g % n) — deterministic per row. */
function pick(list: readonly string[], expr: string): string {
  const arr = `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[]`;
  return `(${arr})[1 + ((${expr}) % ${list.length})]`;
}

export async function seedBulk(
  db: Db,
  counts: BulkSeedCounts,
  onProgress?: (p: BulkSeedProgress) => void,
  options: BulkSeedOptions = {},
): Promise<{ run: string; inserted: Required<BulkSeedCounts> }> {
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const run = randomBytes(3).toString("hex");
  const plan: Array<[BulkEntity, number]> = (["venues", "productions", "djs", "events", "news", "views"] as const).map(
    (k) => [k, Math.max(0, Math.floor(counts[k] ?? 0))],
  );
  const overallTotal = plan.reduce((s, [, n]) => s + n, 0);
  let overallDone = 0;
  const inserted: Required<BulkSeedCounts> = { djs: 0, events: 0, venues: 0, news: 0, productions: 0, views: 0 };

  const newsCategoryId = plan.find(([k]) => k === "news")![1] > 0 ? await ensureBulkNewsCategory(db) : null;

  for (const [entity, total] of plan) {
    for (let from = 1; from <= total; from += batchSize) {
      const to = Math.min(total, from + batchSize - 1);
      await db.execute(sql.raw(insertSql(entity, run, from, to, newsCategoryId)));
      const n = to - from + 1;
      inserted[entity] += n;
      overallDone += n;
      onProgress?.({ entity, done: inserted[entity], total, overallDone, overallTotal });
    }
  }
  // Fresh planner statistics: without them the planner still believes the tables are tiny and scans a
  // 100 k-row table instead of using the search indexes. (PGlite has no autovacuum to do this later.)
  if (overallTotal > 0) await db.execute(sql`analyze`);
  return { run, inserted };
}

async function ensureBulkNewsCategory(db: Db): Promise<string> {
  const result = await db.execute(
    sql`insert into news_categories (slug, name) values ('bulk', 'Bulk') on conflict (slug) do update set name = excluded.name returning id`,
  );
  const rows = rowsOf<{ id: string }>(result);
  return rows[0].id;
}

function insertSql(entity: BulkEntity, run: string, from: number, to: number, newsCategoryId: string | null): string {
  const series = `generate_series(${from}, ${to}) as g`;
  switch (entity) {
    case "djs": {
      const name = `${pick(FIRST, "g")} || ' ' || ${pick(LAST, "g / 16")} || ' ' || g`;
      return `insert into dj_profiles (slug, display_name, real_name, bio, location, genres, profile_image, active, verification_status, homepage_featured, is_suggested, booking_enabled, soundcloud_url, instagram_url, created_at, updated_at)
select 'bulk-${run}-dj-' || g, ${name}, ${pick(FIRST, "g / 7")} || ' ' || ${pick(LAST, "g / 3")},
  'Synthetic DJ #' || g || ' playing ' || lower(${pick(GENRES, "g")}) || ' across ' || ${pick(CITIES, "g / 10")} || '.',
  ${pick(CITIES, "g / 10")}, ARRAY[${pick(GENRES, "g")}, ${pick(GENRES, "g / 10 + 3")}],
  '/art/dj/bulk-${run}-dj-' || g || '.svg', (g % 10) <> 9,
  case when g % 5 = 0 then 'none' when g % 5 = 1 then 'mate' else 'verified' end,
  g % 500 = 0, g % 250 = 0, g % 3 = 0,
  'https://soundcloud.com/bulk${run}dj' || g, 'https://www.instagram.com/bulk${run}dj' || g,
  now() - (g % 1000) * interval '1 hour', now()
from ${series}`;
    }
    case "venues":
      return `insert into venue_profiles (name, slug, description, city, country, venue_type, capacity_standing, is_active, logo_url, cover_image_url)
select ${pick(FIRST, "g")} || ' ' || ${pick(VENUE_WORDS, "g / 16")} || ' ' || g, 'bulk-${run}-venue-' || g,
  'Synthetic venue #' || g, split_part(${pick(CITIES, "g")}, ', ', 1), split_part(${pick(CITIES, "g")}, ', ', 2),
  'club', 200 + (g % 30) * 50, (g % 20) <> 19,
  '/art/venue/bulk-${run}-venue-' || g || '.svg', '/art/venue/bulk-${run}-venue-' || g || '.svg'
from ${series}`;
    case "productions":
      return `insert into production_lines (name, slug, description, logo_url, is_verified, is_featured, follower_count, is_active)
select ${pick(LAST, "g")} || ' ' || ${pick(["Nights", "Sessions", "Society", "Collective", "Ritual"], "g / 16")} || ' ' || g,
  'bulk-${run}-production-' || g, 'Synthetic party series #' || g || ' for ' || lower(${pick(GENRES, "g")}) || ' lovers.',
  '/art/production/bulk-${run}-production-' || g || '.svg', g % 3 = 0, g % 50 = 0, (g * 37) % 5000, (g % 20) <> 19
from ${series}`;
    case "events":
      return `insert into mate_events (event_id, event_name, event_date, end_date, venue, location, lineup, status, event_image, description)
select 'bulk-${run}-event-' || g, ${pick(FIRST, "g")} || ' ' || ${pick(["Night", "Marathon", "Open Air", "Sessions", "Showcase"], "g / 16")} || ' ' || g,
  now() + ((g % 400) - 200) * interval '1 day', now() + ((g % 400) - 200) * interval '1 day' + interval '8 hours',
  ${pick(FIRST, "g / 3")} || ' ' || ${pick(VENUE_WORDS, "g")}, ${pick(CITIES, "g / 5")},
  ARRAY[${pick(FIRST, "g")} || ' ' || ${pick(LAST, "g / 2")}, ${pick(FIRST, "g / 4")} || ' ' || ${pick(LAST, "g / 8")}],
  case when g % 10 = 0 then 'draft' else 'published' end, '/art/event/bulk-${run}-event-' || g || '.svg',
  'Synthetic event #' || g
from ${series}`;
    case "news":
      return `insert into news_items (slug, title, excerpt, content, publish_date, category_id, author_name, featured_image_url, published)
select 'bulk-${run}-news-' || g, 'Scene report ' || g || ': ' || ${pick(GENRES, "g")} || ' in ' || split_part(${pick(CITIES, "g / 10")}, ', ', 1),
  'What is moving dancefloors in ' || ${pick(CITIES, "g / 10")} || '.', 'Synthetic news body #' || g || '.',
  now() - (g % 720) * interval '1 day', ${newsCategoryId ? `'${newsCategoryId}'::uuid` : "null"}, 'Booth Bulk',
  '/art/news/bulk-${run}-news-' || g || '.svg', g % 15 <> 0
from ${series}`;
    case "views":
      // Spread over the DJs there are (a bulk slug when there are none) and the last 30 days, as beacons write them.
      return `insert into dj_profile_views (dj_slug, referrer, user_agent, country, city, utm_source, view_key, created_at)
select coalesce(s.slugs[1 + g % cardinality(s.slugs)], 'bulk-${run}-dj'),
  ${pick(["https://www.google.com/", "https://l.instagram.com/", "https://ra.co/dj", "https://t.co/x"], "g")},
  ${pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)"], "g / 3")},
  ${pick(["DE", "NL", "GB", "US", "IL"], "g / 7")}, ${pick(["Berlin", "Amsterdam", "London", "New York", "Tel Aviv"], "g / 7")},
  case when g % 10 = 0 then 'newsletter' end, 'bulk-${run}-' || g, now() - (g % 2592000) * interval '1 second'
from (select array_agg(slug order by slug) as slugs from dj_profiles) s, ${series}`;
  }
}
