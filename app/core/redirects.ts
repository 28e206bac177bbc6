/**
 * Redirect targets that come from the URL must stay on this site. A value is accepted only when it is
 * a plain path: one leading "/", no "//" or "/\" (protocol-relative), no scheme, no control characters —
 * checked after percent-decoding so encoded variants are caught too.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return null;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
    if (hasControlOrBackslash(candidate)) return null;
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(candidate)) return null;
  }
  try {
    const url = new URL(value, "http://booth.invalid");
    if (url.origin !== "http://booth.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function hasControlOrBackslash(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === "\\") return true;
  }
  return false;
}

/** Spec §4 Auth callback: the redirect parameter is honoured only for /admin paths, otherwise home. */
export function callbackRedirect(value: string | null | undefined): string {
  const path = sameSitePath(value);
  if (!path) return "/";
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?") ? path : "/";
}

/** After sign-in: the saved path when it is on this site, otherwise home (spec §4 Email sign-in). */
export function afterLoginPath(value: string | null | undefined): string {
  const path = sameSitePath(value);
  if (!path || path.startsWith("/login") || path.startsWith("/signup") || path.startsWith("/api/")) return "/";
  return path;
}
