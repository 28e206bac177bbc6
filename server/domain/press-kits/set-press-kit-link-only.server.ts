import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressKits } from "~server/db/schema";

/** Public (the default) or link-only: a link-only kit's page, photos and riders answer 404 to the public. */
export async function setPressKitLinkOnly(db: Db, djProfileId: string, linkOnly: boolean): Promise<void> {
  await db
    .insert(djPressKits)
    .values({ djProfileId, linkOnly })
    .onConflictDoUpdate({ target: djPressKits.djProfileId, set: { linkOnly, updatedAt: new Date() } });
  await publicContentChanged(db, "press-kits");
}
