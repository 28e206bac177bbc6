import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressQuotes } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/** Removes one of this DJ's quotes; another DJ's quote is not found. */
export async function removePressQuote(db: Db, djProfileId: string, quoteId: string): Promise<void> {
  const rows = await db
    .delete(djPressQuotes)
    .where(and(eq(djPressQuotes.id, quoteId), eq(djPressQuotes.djProfileId, djProfileId)))
    .returning({ id: djPressQuotes.id });
  if (rows.length === 0) throw new AppError("not_found", "That quote is no longer in the press kit.");
  await publicContentChanged(db, "press-kits");
}
