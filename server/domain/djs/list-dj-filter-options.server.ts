import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";

export interface DjFilterOptions {
  genres: string[];
  cities: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The genres and cities that public DJs actually have, A–Z: the home page's filter choices. */
export async function listDjFilterOptions(db: Db): Promise<DjFilterOptions> {
  const [genres, cities] = await Promise.all([
    db.execute(sql`
      select distinct g as value from dj_profiles, unnest(genres) as g
      where active and verification_status in ('verified', 'mate') and btrim(g) <> ''
      order by 1`),
    db.execute(sql`
      select distinct location as value from dj_profiles
      where active and verification_status in ('verified', 'mate') and location is not null and btrim(location) <> ''
      order by 1`),
  ]);
  return {
    genres: rowsOf<{ value: string }>(genres).map((r) => r.value),
    cities: rowsOf<{ value: string }>(cities).map((r) => r.value),
  };
}
