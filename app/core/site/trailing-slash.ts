/**
 * "/about/" → "/about"; "/" stays. Repeated slashes at either end collapse, so a redirect target can
 * never become a protocol-relative URL ("//evil.example/" must not turn into "//evil.example").
 */
export function removeTrailingSlash(pathname: string): string {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return pathname;
  const trimmed = pathname.replace(/\/+$/, "").replace(/^[/\\]+/, "/");
  return trimmed === "" ? "/" : trimmed;
}
