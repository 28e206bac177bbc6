/**
 * Spec §4: signing out clears local user info, session storage and the role cache. Everything Booth keeps
 * under its `${productSlug}_` prefix in local storage goes (cached data, the remembered active role and DJ
 * profile, user info), except device-level keys that hold no user data (the app version check).
 * Cookie consent lives outside the prefix and is a choice about the device, so it stays.
 */
export const DEVICE_KEYS_KEPT_ON_SIGN_OUT = ["app_version"] as const;

export function clearClientSession(
  productSlug: string,
  local: Storage | undefined = typeof window === "undefined" ? undefined : window.localStorage,
  session: Storage | undefined = typeof window === "undefined" ? undefined : window.sessionStorage,
): string[] {
  const removed: string[] = [];
  try {
    if (local) {
      const prefix = `${productSlug}_`;
      const keep = new Set(DEVICE_KEYS_KEPT_ON_SIGN_OUT.map((key) => `${prefix}${key}`));
      const keys: string[] = [];
      for (let i = 0; i < local.length; i++) {
        const key = local.key(i);
        if (key?.startsWith(prefix) && !keep.has(key)) keys.push(key);
      }
      for (const key of keys) {
        local.removeItem(key);
        removed.push(key);
      }
    }
    session?.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked); signing out must still go ahead.
  }
  return removed;
}
