/** Where a visitor is, as a proxy or CDN says in a header (the operator names the headers). */

/** ISO 3166 alpha-2 only; proxies' placeholders for unknown/Tor (XX, T1) are dropped. */
export function readCountry(headers: Headers, headerName: string | undefined): string | null {
  if (!headerName) return null;
  const value = headers.get(headerName)?.trim().toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(value) || value === "XX" || value === "T1") return null;
  return value;
}

/**
 * A city name as a proxy/CDN sends it (Cloudflare's cf-ipcity: "Berlin", "São Paulo"): trimmed, spaces collapsed,
 * at most 80 characters; a value with control characters or without a letter is dropped.
 */
export function readCity(headers: Headers, headerName: string | undefined): string | null {
  if (!headerName) return null;
  const value = (headers.get(headerName) ?? "").replace(/\s+/g, " ").trim();
  if (
    !value ||
    value.length > 80 ||
    [...value].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127) ||
    !/\p{L}/u.test(value)
  )
    return null;
  return value;
}
