import { and, isNotNull, ne, sql } from "drizzle-orm";
import { djImageOrArtwork } from "../../../app/core/dj-image";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { djProfiles } from "../../db/schema";
import { publicDjConditions } from "../djs/list-public-djs.server";
import { rankedSearch } from "./ranked-search.server";
import { multiplierClasses, textContains } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";

/**
 * DJs by display_name or real_name (spec §7), public ones only (active, verified or mate — so every DJ
 * result gets the verified multiplier). Filters: genre (case-insensitive, exact genre) and city (contained
 * in the location). Ordered by relevance, then name.
 */
export async function searchDjs(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const fields = [djProfiles.displayName, djProfiles.realName];
  const base = and(
    ...publicDjConditions({}),
    isNotNull(djProfiles.slug),
    ne(djProfiles.slug, ""),
    filters.genre
      ? sql`exists (select 1 from unnest(${djProfiles.genres}) g where lower(g) = ${filters.genre.trim().toLowerCase()})`
      : undefined,
    filters.city ? textContains(djProfiles.location, filters.city) : undefined,
  );
  // Every public DJ is verified (×1.2 for all), so within tiers 2 and 3 only "recent" reorders.
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: djProfiles,
      fields,
      base,
      classes: multiplierClasses({ date: djProfiles.createdAt, now }),
      name: djProfiles.displayName,
      id: djProfiles.id,
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take) =>
      db
        .select({
          id: djProfiles.id,
          slug: djProfiles.slug,
          displayName: djProfiles.displayName,
          realName: djProfiles.realName,
          location: djProfiles.location,
          genres: djProfiles.genres,
          bio: djProfiles.bio,
          profileImage: djProfiles.profileImage,
          createdAt: djProfiles.createdAt,
        })
        .from(djProfiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(take),
  );
  return {
    ...total,
    items: rows.map((row) => ({
      id: row.id,
      type: "dj" as const,
      title: row.displayName,
      subtitle: [row.location, row.genres.slice(0, 3).join(", ")].filter(Boolean).join(" · ") || null,
      snippet: searchSnippet(row.bio, SEARCH_SNIPPET_MAX_CHARS),
      imageUrl: djImageOrArtwork(row.slug, row.profileImage),
      url: searchResultUrl("dj", row.slug),
      score: searchRelevance({
        query: q.lower,
        fields: [row.displayName, row.realName],
        verified: true,
        date: row.createdAt,
        now,
      }),
      date: null,
      verified: true,
    })),
  };
}
