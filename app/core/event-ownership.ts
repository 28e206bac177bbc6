/**
 * Who may manage an event (issue 17): admins manage every event; anyone else only the events they created
 * (`mate_events.created_by`). Applied on the server before an edit, cancel, duplicate or analytics read, so
 * one mate can never reach another mate's event by guessing its id (IDOR).
 */
export interface EventManager {
  userId: string;
  isAdmin: boolean;
}

export function canManageEvent(event: { createdBy: string | null }, actor: EventManager): boolean {
  if (actor.isAdmin) return true;
  return event.createdBy !== null && event.createdBy === actor.userId;
}
