import { and, asc, desc, eq, isNotNull, ne } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { venueProfiles } from "../../db/schema";
import { matchCondition, multiplierSql, textContains, tierSql, totalMatches } from "./search-sql.server";
import { type TypeSearchInput, type TypeSearchPage, totalOf } from "./search-type.server";

/** Active venues with a slug, by name, city or country (spec §7); filter: city. Ordered by relevance, then name. */
export async function searchVenues(
  db: Db,
  { q, filters, limit, offset, now }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const fields = [venueProfiles.name, venueProfiles.city, venueProfiles.country];
  const where = and(
    eq(venueProfiles.isActive, true),
    isNotNull(venueProfiles.slug),
    ne(venueProfiles.slug, ""),
    matchCondition(fields, q),
    filters.city ? textContains(venueProfiles.city, filters.city) : undefined,
  );
  const rows = await db
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
      total: totalMatches,
    })
    .from(venueProfiles)
    .where(where)
    .orderBy(
      asc(tierSql(fields, q)),
      desc(multiplierSql({ date: venueProfiles.createdAt, now })),
      asc(venueProfiles.name),
      asc(venueProfiles.id),
    )
    .limit(limit)
    .offset(offset);
  return {
    count: await totalOf(db, venueProfiles, where, rows, offset),
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
