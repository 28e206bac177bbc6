import { asc } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { newsCategories } from "~server/db/schema";

/** Every news category, A–Z (the /search news filter). */
export async function listNewsCategories(db: Db): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: newsCategories.slug, name: newsCategories.name })
    .from(newsCategories)
    .orderBy(asc(newsCategories.name));
}
