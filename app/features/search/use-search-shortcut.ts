import { useEffect } from "react";

/**
 * Ctrl+K / Cmd+K from anywhere (spec §2): focuses the header bar where it is shown (desktop), otherwise opens
 * the full-screen search (phones and tablets).
 */
export function useSearchShortcut(headerInputId: string, openOverlay: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      const input = document.getElementById(headerInputId) as HTMLInputElement | null;
      if (input && input.offsetParent !== null) {
        input.focus();
        input.select();
      } else {
        openOverlay();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [headerInputId, openOverlay]);
}
