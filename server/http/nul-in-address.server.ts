/**
 * U+0000 cannot be stored or compared in PostgreSQL text, so an address carrying one (`%00` in its path or query)
 * would fail inside whatever query reads the parameter — a 500 for the sender's mistake (wapiti's file module sends
 * such URLs). It is answered 400 before any handler; no real link on the site contains one.
 */
export function hasNulInAddress(url: string): boolean {
  return url.includes("\u0000") || /%00/i.test(url);
}

export const NUL_ADDRESS_REFUSAL = "The address contains a character this site cannot read (%00).";
