import { asc, eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup } from "~server/db/schema";
import { findManagedEvent, type ManagedEvent } from "./find-managed-event.server";

export interface EditableLineupEntry {
  djProfileId: string | null;
  name: string;
  /** The DJ's public page, when the entry links one of ours. */
  slug: string | null;
}

/** An event its actor manages, with its lineup in order, for the edit screens; null when not found or not theirs. */
export async function getEventForEdit(
  db: Db,
  eventId: string,
  actor: EventManager,
): Promise<{ event: ManagedEvent; lineup: EditableLineupEntry[] } | null> {
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) return null;
  const rows = await db
    .select({ djProfileId: eventLineup.djProfileId, name: eventLineup.djName, slug: djProfiles.slug })
    .from(eventLineup)
    .leftJoin(djProfiles, eq(djProfiles.id, eventLineup.djProfileId))
    .where(eq(eventLineup.eventId, event.id))
    .orderBy(asc(eventLineup.position));
  return { event, lineup: rows };
}
