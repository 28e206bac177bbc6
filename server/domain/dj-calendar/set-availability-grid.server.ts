import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";

/** Shows or hides the public availability grid on the DJ's booking form (the caller manages the DJ). */
export async function setAvailabilityGrid(db: Db, djProfileId: string, show: boolean): Promise<void> {
  await db
    .update(djProfiles)
    .set({ availabilityGrid: show, updatedAt: new Date() })
    .where(eq(djProfiles.id, djProfileId));
  await publicContentChanged(db, "djs");
}
