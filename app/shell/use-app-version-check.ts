import { useEffect } from "react";
import { APP_VERSION, decideVersionCheck } from "~/core/site/app-version";

/** Spec §4: a changed app version is stored and the page reloads once; never on the first visit. */
export function useAppVersionCheck(productSlug: string) {
  useEffect(() => {
    const key = `${productSlug}_app_version`;
    try {
      const decision = decideVersionCheck(window.localStorage.getItem(key), APP_VERSION);
      if (decision === "unchanged") return;
      window.localStorage.setItem(key, APP_VERSION);
      if (decision === "reload") window.location.reload();
    } catch {
      // Storage can be unavailable (private mode, quota); the check is best-effort.
    }
  }, [productSlug]);
}
