import { eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { mateEvents, users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { findManagedEvent } from "./find-managed-event.server";

export type EventReview = { decision: "approve" } | { decision: "reject"; reason: string };

export interface EventReviewOutcome {
  eventId: string;
  name: string;
  decision: "approve" | "reject";
  /** Who to tell (null when the creator's account is gone). */
  creator: { email: string; name: string } | null;
}

/**
 * An admin approves a pending event (it is published at once) or sends it back (decision 023: it returns to
 * draft with the reason in review_note, which its creator sees on /mate/events and gets by mail). Only pending
 * events are reviewed; a second click after someone else decided is a conflict, not a silent overwrite.
 */
export async function reviewEvent(
  db: Db,
  actor: EventManager,
  eventId: string,
  review: EventReview,
): Promise<EventReviewOutcome> {
  if (!actor.isAdmin) throw new AppError("forbidden", "Only admins review events");
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) throw new AppError("not_found", "Event not found");
  if (event.status !== "pending") throw new AppError("conflict", "This event is not waiting for review any more");
  const now = new Date();
  await db
    .update(mateEvents)
    .set(
      review.decision === "approve"
        ? { status: "published", reviewNote: null, reviewedBy: actor.userId, reviewedAt: now, updatedAt: now }
        : { status: "draft", reviewNote: review.reason, reviewedBy: actor.userId, reviewedAt: now, updatedAt: now },
    )
    .where(eq(mateEvents.id, event.id));
  await publicContentChanged(db, "events");
  const [creator] = event.createdBy
    ? await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, event.createdBy))
    : [];
  return { eventId: event.eventId, name: event.eventName, decision: review.decision, creator: creator ?? null };
}
