import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "./list-public-djs.server";

export type PublicDj = typeof djProfiles.$inferSelect;

/**
 * A DJ profile as the public may see it: only active profiles with verification_status verified or
 * mate (spec §4). Anything else is indistinguishable from a missing profile (null → 404).
 */
export async function getPublicDj(db: Db, slug: string): Promise<PublicDj | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/.test(slug)) return null;
  const rows = await db
    .select()
    .from(djProfiles)
    .where(
      and(
        eq(djProfiles.slug, slug),
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
