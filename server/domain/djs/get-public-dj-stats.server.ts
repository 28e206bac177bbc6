import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export interface PublicDjStats {
  djs: number;
  cities: number;
  genres: number;
}

/** Headline figures of the public directory (active, verified or mate), counted in the database. */
export async function getPublicDjStats(db: Db): Promise<PublicDjStats> {
  const result = await db.execute<{ djs: number; cities: number; genres: number }>(sql`
    select
      (select count(*)::int from dj_profiles where active and verification_status in ('verified', 'mate')) as djs,
      (select count(distinct location)::int from dj_profiles where active and verification_status in ('verified', 'mate') and location is not null) as cities,
      (select count(distinct g)::int from dj_profiles, unnest(genres) as g where active and verification_status in ('verified', 'mate')) as genres
  `);
  const [row] = rowsOf<PublicDjStats>(result);
  return { djs: Number(row?.djs ?? 0), cities: Number(row?.cities ?? 0), genres: Number(row?.genres ?? 0) };
}
