import { count } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { webVitalSamples } from "~server/db/schema";

/** Typical field values per metric (ms; CLS unitless): what a phone on 4G sees of a server-rendered page. */
const BASE: Record<string, { median: number; spread: number }> = {
  LCP: { median: 1900, spread: 900 },
  INP: { median: 120, spread: 90 },
  CLS: { median: 0.04, spread: 0.06 },
  FCP: { median: 1100, spread: 500 },
  TTFB: { median: 180, spread: 160 },
};

/** Route ids as the browser reports them (React Router's ids), with how much slower each is than the home page. */
const ROUTES: readonly [string, number][] = [
  ["routes/home", 1],
  ["routes/dj-profile", 1.15],
  ["routes/search", 0.9],
  ["area:/events", 1.05],
  ["area:/venues", 1.1],
  ["area:/radio", 1.25],
  ["area:/news", 1.2],
];

/**
 * A fortnight of real-visitor web vitals (for /admin/vitals) so a first start shows the screen at work;
 * added only while the table is empty. Deterministic, so two fresh sites look alike.
 */
export async function seedDemoWebVitals(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(webVitalSamples);
  if (n > 0) return 0;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const rows: (typeof webVitalSamples.$inferInsert)[] = [];
  for (const [route, factor] of ROUTES) {
    for (const [metric, { median, spread }] of Object.entries(BASE)) {
      for (let i = 0; i < 24; i++) {
        // A skewed spread: most loads near the median, a tail of slow ones.
        const value = median * factor + spread * factor * (random() ** 2 * 2 - 0.4);
        rows.push({
          route,
          metric,
          value: metric === "CLS" ? Math.max(0, Number(value.toFixed(3))) : Math.max(1, Math.round(value)),
          createdAt: new Date(now.getTime() - random() * 14 * 86_400_000),
        });
      }
    }
  }
  await db.insert(webVitalSamples).values(rows);
  return rows.length;
}
