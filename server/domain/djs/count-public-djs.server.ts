import { and, count } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { type ListPublicDjsOptions, publicDjConditions } from "./list-public-djs.server";

/** How many public DJs match the directory filters (the home page's result count). */
export async function countPublicDjs(
  db: Db,
  filters: Pick<ListPublicDjsOptions, "genre" | "city"> = {},
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(djProfiles)
    .where(and(...publicDjConditions(filters)));
  return Number(row?.n ?? 0);
}
