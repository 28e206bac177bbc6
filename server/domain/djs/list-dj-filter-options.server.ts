import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export interface DjFilterOptions {
  genres: string[];
  cities: string[];
  /**
   * How many public DJs have each genre and each city, index for index: the home directory's total for that
   * filter. The same scan yields them (a group by instead of a distinct), so /search can show them for free.
   */
  counts: { genres: number[]; cities: number[] };
}

/** The genres and cities that public DJs actually have, A–Z: the home page's filter choices. */
export async function listDjFilterOptions(db: Db): Promise<DjFilterOptions> {
  const [genres, cities] = await Promise.all([
    // count(distinct id): a DJ listing a genre twice is still one DJ, as the directory's genre filter counts.
    db.execute(sql`
      select g as value, count(distinct id) as djs from dj_profiles, unnest(genres) as g
      where active and verification_status in ('verified', 'mate') and btrim(g) <> ''
      group by g order by 1`),
    db.execute(sql`
      select location as value, count(*) as djs from dj_profiles
      where active and verification_status in ('verified', 'mate') and location is not null and btrim(location) <> ''
      group by location order by 1`),
  ]);
  const genreRows = rowsOf<{ value: string; djs: number | string | bigint }>(genres);
  const cityRows = rowsOf<{ value: string; djs: number | string | bigint }>(cities);
  return {
    genres: genreRows.map((r) => r.value),
    cities: cityRows.map((r) => r.value),
    counts: { genres: genreRows.map((r) => Number(r.djs)), cities: cityRows.map((r) => Number(r.djs)) },
  };
}
