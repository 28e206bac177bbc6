/**
 * Redirect targets that come from the URL must stay on this site. A value is accepted only when it is
 * a plain path: one leading "/", no "//" or "/\\" (protocol-relative), no scheme, no control characters —
 * checked after percent-decoding so encoded variants are caught too. The value handed back is the
 * normalised one ("/a/../b" → "/b"), and normalising can *create* a leading "//" ("/.//evil.example",
 * "/%2e%2e//evil.example"), so the final value is checked again before it is returned.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !isPlainPath(value)) return null;
  let normalised: string;
  try {
    const url = new URL(value, "http://booth.invalid");
    if (url.origin !== "http://booth.invalid") return null;
    normalised = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  return isPlainPath(normalised) ? normalised : null;
}

/** A single-slash path with no scheme, backslash or control character, as written and once decoded. */
function isPlainPath(value: string): boolean {
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return false;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return false;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return false;
    if (hasControlOrBackslash(candidate)) return false;
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(candidate)) return false;
  }
  return true;
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
