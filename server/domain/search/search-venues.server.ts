import { and, eq, isNotNull, ne } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { venueProfiles } from "../../db/schema";
import { rankedSearch } from "./ranked-search.server";
import { multiplierClasses, textContains } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";

/** Active venues with a slug, by name, city or country (spec §7); filter: city. Ordered by relevance, then name. */
export async function searchVenues(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const fields = [venueProfiles.name, venueProfiles.city, venueProfiles.country];
  const base = and(
    eq(venueProfiles.isActive, true),
    isNotNull(venueProfiles.slug),
    ne(venueProfiles.slug, ""),
    filters.city ? textContains(venueProfiles.city, filters.city) : undefined,
  );
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: venueProfiles,
      fields,
      base,
      classes: multiplierClasses({ date: venueProfiles.createdAt, now }),
      name: venueProfiles.name,
      id: venueProfiles.id,
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take) =>
      db
        .select({
          id: venueProfiles.id,
          slug: venueProfiles.slug,
          name: venueProfiles.name,
          city: venueProfiles.city,
          country: venueProfiles.country,
          venueType: venueProfiles.venueType,
          description: venueProfiles.description,
          image: venueProfiles.coverImageUrl,
          logo: venueProfiles.logoUrl,
          createdAt: venueProfiles.createdAt,
        })
        .from(venueProfiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(take),
  );
  return {
    ...total,
    items: rows.map((row) => {
      const slug = row.slug as string;
      return {
        id: row.id,
        type: "venue" as const,
        title: row.name,
        subtitle:
          [[row.city, row.country].filter(Boolean).join(", "), row.venueType].filter(Boolean).join(" · ") || null,
        snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
        imageUrl: row.image || row.logo || `/art/venue/${slug}.svg`,
        url: searchResultUrl("venue", slug),
        score: searchRelevance({ query: q.lower, fields: [row.name, row.city, row.country], date: row.createdAt, now }),
        date: null,
      };
    }),
  };
}
