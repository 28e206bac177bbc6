/**
 * What the demo page views of events, venues and articles are made of: where each view came from, drawn by weight
 * from a seeded random source, and the batched insert that skips a view whose key is already stored.
 */
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~server/db/client.server";

/** A referrer (null: typed, bookmarked or an app) with its weight, and the utm_* tags of a tagged link. */
export interface DemoViewOrigin {
  weight: number;
  referrer: string | null;
  utm?: [string, string, string];
}

/** Picks an origin by weight, one draw of `random` a pick. */
export function originPicker(origins: readonly DemoViewOrigin[], random: () => number): () => DemoViewOrigin {
  const totalWeight = origins.reduce((sum, o) => sum + o.weight, 0);
  return () => {
    let r = random() * totalWeight;
    for (const o of origins) {
      r -= o.weight;
      if (r < 0) return o;
    }
    return origins[0];
  };
}

/** The referrer and utm_* columns of a view row from its origin. */
export function originColumns(origin: DemoViewOrigin) {
  return {
    referrer: origin.referrer,
    utmSource: origin.utm?.[0] ?? null,
    utmMedium: origin.utm?.[1] ?? null,
    utmCampaign: origin.utm?.[2] ?? null,
  };
}

/** Inserts the rows 400 at a time, skipping those whose `key` is already stored; returns how many went in. */
export async function insertIgnoringRepeats<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
  key: AnyPgColumn,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 400) {
    const done = await db
      .insert(table)
      .values(rows.slice(i, i + 400))
      .onConflictDoNothing({ target: key })
      .returning({ key });
    inserted += done.length;
  }
  return inserted;
}
