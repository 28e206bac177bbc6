import { inArray } from "drizzle-orm";
import type { DjBulkChange } from "~/core/admin/admin-djs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

const COLUMN = {
  active: djProfiles.active,
  homepageFeatured: djProfiles.homepageFeatured,
  isSuggested: djProfiles.isSuggested,
  bookingEnabled: djProfiles.bookingEnabled,
} as const;

export interface DjFlagChange {
  id: string;
  slug: string;
  displayName: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Applies one change (verification status, or one of active / featured / suggested / booking) to the given profiles,
 * for an administrator, and answers what each was before and is now (the audit log's rows). Profiles already at the
 * value are left out. The public pages drop their cached copies at once; the search indexes hear of the change from
 * the row's change notice (0008), so a profile made public is found by the very next search.
 */
export async function changeDjFlags(db: Db, actor: Actor, change: DjBulkChange): Promise<DjFlagChange[]> {
  await assertAdmin(db, actor);
  const key = change.intent === "verification" ? "verificationStatus" : change.flag;
  const column = change.intent === "verification" ? djProfiles.verificationStatus : COLUMN[change.flag];
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: djProfiles.id,
        slug: djProfiles.slug,
        displayName: djProfiles.displayName,
        value: column,
      })
      .from(djProfiles)
      .where(inArray(djProfiles.id, [...new Set(change.ids)]))
      .for("update");
    const moving = rows.filter((r) => r.value !== change.value);
    if (moving.length === 0) return [];
    await tx
      .update(djProfiles)
      .set({ [key]: change.value, updatedAt: new Date() })
      .where(
        inArray(
          djProfiles.id,
          moving.map((r) => r.id),
        ),
      );
    return moving.map((r) => ({
      id: r.id,
      slug: r.slug,
      displayName: r.displayName,
      before: { [key]: r.value },
      after: { [key]: change.value },
    }));
  });
  if (changed.length > 0) await publicContentChanged(db, "djs");
  return changed;
}
