import { and, eq } from "drizzle-orm";
import type { RiderKind } from "~/core/press/press-kit";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressRiders } from "~server/db/schema";
import { logger } from "~server/logger.server";
import type { FileStorage } from "~server/storage/file-storage.server";

/** Removes a rider and its file; removing one that is not there is fine (a double click). */
export async function removePressRider(db: Db, storage: FileStorage, djProfileId: string, kind: RiderKind) {
  const [row] = await db
    .delete(djPressRiders)
    .where(and(eq(djPressRiders.djProfileId, djProfileId), eq(djPressRiders.kind, kind)))
    .returning({ key: djPressRiders.storageKey });
  if (!row) return;
  await publicContentChanged(db, "press-kits");
  await storage.delete(row.key).catch((error) => logger.warn("rider not removed", { key: row.key, error }));
}
