import { inArray } from "drizzle-orm";
import { type Place, type PlaceQuery, pickPlace } from "~/core/places/resolve-place";
import type { Db } from "~server/db/client.server";
import { gazetteerCities } from "~server/db/schema";

/**
 * Where each of several things is (decision 055): one read of the gazetteer for every key the queries name (its
 * primary key starts with the key), then pickPlace for each list. Never geocodes over the network: a city the
 * gazetteer does not know is an unknown place.
 */
export async function resolvePlaces(db: Db, lists: readonly (readonly PlaceQuery[])[]): Promise<Place[]> {
  const keys = [...new Set(lists.flatMap((queries) => queries.map((q) => q.key)))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({
            key: gazetteerCities.nameKey,
            name: gazetteerCities.name,
            country: gazetteerCities.country,
            population: gazetteerCities.population,
            latitude: gazetteerCities.latitude,
            longitude: gazetteerCities.longitude,
          })
          .from(gazetteerCities)
          .where(inArray(gazetteerCities.nameKey, keys));
  return lists.map((queries) => pickPlace(queries, rows));
}
