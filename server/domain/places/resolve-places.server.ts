import { inArray } from "drizzle-orm";
import { type GazetteerCity, type Place, type PlaceQuery, pickPlace } from "~/core/places/resolve-place";
import type { Db } from "~server/db/client.server";
import { gazetteerCities } from "~server/db/schema";

/**
 * The gazetteer's rows by key, as this process has read them. The table changes only with a migration (decision 055),
 * so a key once read stays true; the few hundred cities a site's venues and events name are read once, not on every
 * save. Bounded: past MAX_KEYS the memo starts again.
 */
const known = new Map<string, GazetteerCity[]>();
const MAX_KEYS = 20_000;

/**
 * Where each of several things is (decision 055): the gazetteer's rows for every key the queries name — one read for
 * the keys this process has not seen (its primary key starts with the key) — then pickPlace for each list. Never
 * geocodes over the network: a city the gazetteer does not know is an unknown place.
 */
export async function resolvePlaces(db: Db, lists: readonly (readonly PlaceQuery[])[]): Promise<Place[]> {
  const keys = [...new Set(lists.flatMap((queries) => queries.map((q) => q.key)))];
  const missing = keys.filter((key) => !known.has(key));
  if (missing.length > 0) {
    const rows = await db
      .select({
        key: gazetteerCities.nameKey,
        name: gazetteerCities.name,
        country: gazetteerCities.country,
        population: gazetteerCities.population,
        latitude: gazetteerCities.latitude,
        longitude: gazetteerCities.longitude,
      })
      .from(gazetteerCities)
      .where(inArray(gazetteerCities.nameKey, missing));
    if (known.size + missing.length > MAX_KEYS) known.clear();
    for (const key of missing) known.set(key, []);
    for (const row of rows) known.get(row.key)?.push(row);
  }
  const rows = keys.flatMap((key) => known.get(key) ?? []);
  return lists.map((queries) => pickPlace(queries, rows));
}
