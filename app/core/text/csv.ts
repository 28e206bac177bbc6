/**
 * The CSV files the app writes (RFC 4180: CRLF line ends; a field with a comma, quote or line break quoted, quotes
 * doubled). Text a spreadsheet would run as a formula — starting with =, +, - or @, or with a tab or carriage return,
 * which some spreadsheets skip before looking for one — gets a leading apostrophe, so it is shown as the text it is:
 * referrers, campaign names, search words and track names come from strangers. Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
