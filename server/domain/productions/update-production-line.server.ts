import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";

export interface ProductionLineChanges {
  name: string;
  description: string | null;
  /** A new stored logo's URL; undefined keeps the current one. */
  logoUrl?: string;
}

/**
 * Saves the producer dashboard's edit form. The caller has resolved the line through getManagedProductionLine (the
 * actor holds it). The description is stored sanitised, as DJ bios are. Returns the logo it replaced, if any, so the
 * caller can remove the old file.
 */
export async function updateProductionLine(
  db: Db,
  productionLineId: string,
  changes: ProductionLineChanges,
): Promise<{ replacedLogo: string | null }> {
  const [current] = await db
    .select({ logoUrl: productionLines.logoUrl })
    .from(productionLines)
    .where(eq(productionLines.id, productionLineId))
    .limit(1);
  const description = changes.description ? sanitizeRichText(changes.description) : null;
  await db
    .update(productionLines)
    .set({
      name: changes.name,
      description: description || null,
      ...(changes.logoUrl !== undefined ? { logoUrl: changes.logoUrl } : {}),
    })
    .where(eq(productionLines.id, productionLineId));
  await publicContentChanged(db, "productions");
  const replaced = changes.logoUrl !== undefined ? (current?.logoUrl ?? null) : null;
  return { replacedLogo: replaced && replaced !== changes.logoUrl ? replaced : null };
}
