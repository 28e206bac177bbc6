import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";

/** Spec §5: analytics are recorded only when a DJ profile exists for the slug. */
export async function djProfileExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.slug, slug)).limit(1);
  return rows.length > 0;
}
