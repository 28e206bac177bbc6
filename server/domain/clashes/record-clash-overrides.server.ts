import { sql } from "drizzle-orm";
import type { ClashWarning } from "~/core/clashes/lineup-clash";
import type { Db } from "~server/db/client.server";
import { lineupClashOverrides } from "~server/db/schema";

/**
 * Keeps why a lineup was saved despite its warnings (decision 056): one row per event and warned DJ, with the
 * warnings as they read then. A later override of the same DJ on the same event replaces the reason.
 */
export async function recordClashOverrides(
  db: Db,
  eventRowId: string,
  warnings: readonly ClashWarning[],
  reason: string,
  userId: string,
): Promise<void> {
  const byDj = new Map<string, string[]>();
  for (const w of warnings) byDj.set(w.djProfileId, [...(byDj.get(w.djProfileId) ?? []), w.text]);
  if (byDj.size === 0) return;
  await db
    .insert(lineupClashOverrides)
    .values(
      [...byDj].map(([djProfileId, texts]) => ({
        eventId: eventRowId,
        djProfileId,
        reason,
        warnings: texts,
        createdBy: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [lineupClashOverrides.eventId, lineupClashOverrides.djProfileId],
      set: { reason, warnings: sql`excluded.warnings`, createdBy: userId, createdAt: new Date() },
    });
}
