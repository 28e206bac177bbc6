/**
 * Who may manage an event (issue 17): admins manage every event; anyone else only the events they created
 * (`mate_events.created_by`). Applied on the server before an edit, cancel, duplicate or analytics read, so
 * one mate can never reach another mate's event by guessing its id (IDOR).
 */
export interface EventManager {
  userId: string;
  isAdmin: boolean;
  /**
   * Set on the venue management screens (issue 18): the actor acts for this venue (can_manage_events), and manages
   * exactly the events at it — whoever created them — and no other, admins included (the URL names the venue).
   */
  venueId?: string;
}

export function canManageEvent(
  event: { createdBy: string | null; venueId?: string | null },
  actor: EventManager,
): boolean {
  if (actor.venueId) return event.venueId === actor.venueId;
  if (actor.isAdmin) return true;
  return event.createdBy !== null && event.createdBy === actor.userId;
}
