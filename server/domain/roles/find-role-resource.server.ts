import { eq, or, sql } from "drizzle-orm";
import type { ResourceType } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLines, venueProfiles } from "~server/db/schema";

const TABLES = { dj_profile: djProfiles, venue: venueProfiles, production_line: productionLines } as const;

/** Finds the DJ profile, venue or production line a role is about, by slug or id (the admin grant form). */
export async function findRoleResource(
  db: Db,
  resourceType: ResourceType,
  slugOrId: string,
): Promise<{ id: string; name: string } | null> {
  const table = TABLES[resourceType];
  const key = slugOrId.trim();
  if (!key) return null;
  const name = resourceType === "dj_profile" ? djProfiles.displayName : (table as typeof venueProfiles).name;
  const [row] = await db
    .select({ id: table.id, name })
    .from(table)
    .where(or(eq(table.slug, key), sql`${table.id}::text = ${key}`))
    .limit(1);
  return row ?? null;
}
