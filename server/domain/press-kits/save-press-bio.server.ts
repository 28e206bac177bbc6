import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressKits } from "~server/db/schema";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";

/** Saves the long bio through the same allow-list as the short one; the press page shows it at once. */
export async function savePressBio(db: Db, djProfileId: string, longBio: string): Promise<string> {
  const html = sanitizeRichText(longBio);
  await db
    .insert(djPressKits)
    .values({ djProfileId, longBio: html || null })
    .onConflictDoUpdate({ target: djPressKits.djProfileId, set: { longBio: html || null, updatedAt: new Date() } });
  await publicContentChanged(db, "press-kits");
  return html;
}
