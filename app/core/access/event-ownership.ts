import type { EventStatus } from "~/core/events/events";

/**
 * Who may manage an event: admins manage every event; anyone else only the events they created
 * (`mate_events.created_by`). Applied on the server before an edit, cancel, duplicate or analytics read, so
 * one mate can never reach another mate's event by guessing its id (IDOR).
 *
 * On a producer dashboard the actor is scoped to one production line: there, exactly that line's events
 * are manageable — whoever created them, and never another line's (the caller has already checked that the
 * actor holds a user_roles record for the line, or is an admin).
 */
export interface EventManager {
  userId: string;
  isAdmin: boolean;
  /**
   * Set on the venue management screens: the actor acts for this venue (can_manage_events), and manages
   * exactly the events at it — whoever created them — and no other, admins included (the URL names the venue).
   */
  venueId?: string;
  /** Set on the producer dashboard: the production line whose events this actor manages there. */
  productionLineId?: string;
}

export function canManageEvent(
  event: { createdBy: string | null; venueId?: string | null; productionLineId?: string | null },
  actor: EventManager,
): boolean {
  if (actor.venueId) return event.venueId === actor.venueId;
  if (actor.productionLineId !== undefined) return event.productionLineId === actor.productionLineId;
  if (actor.isAdmin) return true;
  return event.createdBy !== null && event.createdBy === actor.userId;
}

/** An event on the management lists (mate, venue, production line, admin), with its local day and time. */
export interface ManagedEventRow {
  eventId: string;
  name: string;
  status: EventStatus;
  startsAt: string;
  localDate: string;
  localTime: string;
  timeZone: string;
  venue: string | null;
  location: string | null;
  image: string | null;
  lineup: string[];
  reviewNote: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
}
