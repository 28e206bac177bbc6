import { EVENT_STATUS_LABELS } from "~/core/events/event-form";
import type { EventStatus } from "~/core/events/events";
import { Badge, type BadgeTone } from "~/ui/badge";

const TONES: Record<EventStatus, BadgeTone> = {
  draft: "neutral",
  pending: "warning",
  published: "success",
  cancelled: "danger",
};

/** Draft, Pending review, Published or Cancelled, on the management lists and edit screens. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <Badge tone={TONES[status]} testId="event-status">
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
