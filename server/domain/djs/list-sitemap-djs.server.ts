import { and, asc } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { publicDjConditions } from "./list-public-djs.server";

export interface SitemapDj {
  slug: string;
  updatedAt: Date;
}

/** Slugs and last changes of public DJs in slug order (stable paging over the unique slug index). */
export async function listSitemapDjs(db: Db, offset: number, limit: number): Promise<SitemapDj[]> {
  return db
    .select({ slug: djProfiles.slug, updatedAt: djProfiles.updatedAt })
    .from(djProfiles)
    .where(and(...publicDjConditions({})))
    .orderBy(asc(djProfiles.slug))
    .offset(offset)
    .limit(limit);
}
