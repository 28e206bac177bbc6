import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";

/** An article row by id, in any state (the editor's loader, behind the admin guard). */
export async function getNewsArticleById(db: Db, id: string) {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id)).limit(1);
  return row ?? null;
}
