import { useEffect } from "react";
import { track } from "~/core/analytics/analytics";
import type { TrackedEvent } from "~/core/analytics/tracked-events";

/**
 * Passes the events the root loader handed over (a sign-in, an admin action: app/core/analytics/tracked-events.ts) to
 * `track()`, once per hand-over: each page or route data that carries them is a new list. `track()` forwards them
 * to the analytics provider only with consent.
 */
export function useServerTrackedEvents(events: readonly TrackedEvent[]): void {
  useEffect(() => {
    for (const event of events) track(event.kind, event.data);
  }, [events]);
}
