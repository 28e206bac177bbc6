import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, lineupClashOverrides, mateEvents, users } from "~server/db/schema";

export interface ClashOverrideRow {
  eventId: string;
  eventName: string;
  djName: string;
  reason: string;
  warnings: string[];
  by: string | null;
  at: Date;
}

/**
 * The overrides kept for one event (its admin screen), or for one DJ's events starting in a span (their managers'
 * inquiry view for that day). Who overrode is the account's name, as admin screens name people.
 */
export async function listClashOverrides(
  db: Db,
  of: { eventRowId: string } | { djProfileId: string; from: Date; to: Date },
): Promise<ClashOverrideRow[]> {
  const where =
    "eventRowId" in of
      ? eq(lineupClashOverrides.eventId, of.eventRowId)
      : and(
          eq(lineupClashOverrides.djProfileId, of.djProfileId),
          gte(mateEvents.eventDate, of.from),
          lt(mateEvents.eventDate, of.to),
        );
  return db
    .select({
      eventId: mateEvents.eventId,
      eventName: mateEvents.eventName,
      djName: djProfiles.displayName,
      reason: lineupClashOverrides.reason,
      warnings: lineupClashOverrides.warnings,
      by: users.name,
      at: lineupClashOverrides.createdAt,
    })
    .from(lineupClashOverrides)
    .innerJoin(mateEvents, eq(mateEvents.id, lineupClashOverrides.eventId))
    .innerJoin(djProfiles, eq(djProfiles.id, lineupClashOverrides.djProfileId))
    .leftJoin(users, eq(users.id, lineupClashOverrides.createdBy))
    .where(where)
    .orderBy(desc(lineupClashOverrides.createdAt));
}
