import { eq, max } from "drizzle-orm";
import type { PressQuoteInput } from "~/core/press/press-kit";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressQuotes } from "~server/db/schema";

/** Adds a press quote (parsed by pressQuoteSchema) after the DJ's others. */
export async function addPressQuote(db: Db, djProfileId: string, input: PressQuoteInput): Promise<{ id: string }> {
  const [{ last }] = await db
    .select({ last: max(djPressQuotes.position) })
    .from(djPressQuotes)
    .where(eq(djPressQuotes.djProfileId, djProfileId));
  const [row] = await db
    .insert(djPressQuotes)
    .values({ djProfileId, ...input, position: (last ?? 0) + 1 })
    .returning({ id: djPressQuotes.id });
  await publicContentChanged(db, "press-kits");
  return row;
}
