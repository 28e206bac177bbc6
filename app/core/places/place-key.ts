/**
 * How a city's name is looked up in the gazetteer (decision 055): case, accents and punctuation do not matter, so
 * "São Paulo", "Sao Paulo" and "SAO-PAULO" are one key. The gazetteer's rows were written with this same function
 * (scripts/build-gazetteer-sql.ts), so a stored key and a typed name always compare alike.
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Names Booth's members write that GeoNames spells otherwise, by country: the gazetteer also stores each under the
 * member's spelling. Only where the common name is not GeoNames' name (GeoNames calls the city "New York City").
 */
export const PLACE_ALIASES: readonly { alias: string; name: string; country: string }[] = [
  { alias: "New York", name: "New York City", country: "US" },
  { alias: "NYC", name: "New York City", country: "US" },
  { alias: "LA", name: "Los Angeles", country: "US" },
  { alias: "Frankfurt", name: "Frankfurt am Main", country: "DE" },
];
