/**
 * Cross-site request forgery guard for every state-changing request (our form actions included):
 * a browser always sends Origin (or at least Sec-Fetch-Site) on such requests. An Origin equal to
 * PUBLIC_URL passes; any other Origin, or Sec-Fetch-Site "cross-site", is refused. Requests with neither
 * header come from non-browser clients (scripts, the CLI), which cannot carry a victim's cookies.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(method: string, headers: Headers, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin && origin !== "null") return origin !== publicOrigin;
  if (origin === "null") return true;
  const site = headers.get("sec-fetch-site");
  return site === "cross-site";
}
