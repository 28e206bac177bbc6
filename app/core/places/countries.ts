import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

countries.registerLocale(en);

/** Country names Booth's members write that the ISO list's English names and aliases do not carry. */
const EXTRA: Record<string, string> = {
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  "great britain": "GB",
  britain: "GB",
  holland: "NL",
  "the netherlands": "NL",
  "u s": "US",
  america: "US",
};

/**
 * The ISO 3166-1 alpha-2 code of a country as Booth stores it ("UK", "USA", "Germany", "DE"), or null when it is not
 * a country we know. Names come from i18n-iso-countries' English list (its aliases include "UK" and "USA").
 */
export function countryCode(name: string | null | undefined): string | null {
  const text = name?.trim();
  if (!text) return null;
  // The ISO list is searched name by name: a clash check reads the same few countries on every row, so each answer
  // is kept (a bounded memo; the list never changes while the process runs).
  const memo = answers.get(text);
  if (memo !== undefined) return memo;
  const code = lookUp(text);
  if (answers.size >= 5_000) answers.clear();
  answers.set(text, code);
  return code;
}

const answers = new Map<string, string | null>();

function lookUp(text: string): string | null {
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  const direct = countries.getAlpha2Code(text, "en");
  if (direct) return direct;
  const key = text
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return EXTRA[key] ?? countries.getAlpha2Code(key, "en") ?? null;
}
