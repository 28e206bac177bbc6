import type { DayState } from "~/core/calendar/calendar";
import { Badge, type BadgeTone } from "~/ui/badge";

const TONES: Record<DayState, BadgeTone> = {
  available: "neutral",
  unavailable: "danger",
  hold: "warning",
  confirmed: "success",
};

export function DayStateBadge({ state, label }: { state: DayState; label: string }) {
  return (
    <Badge tone={TONES[state]} testId="day-state">
      {label}
    </Badge>
  );
}
