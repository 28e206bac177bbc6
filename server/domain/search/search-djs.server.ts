import { and, isNotNull, ne, sql } from "drizzle-orm";
import { djDisplayImage } from "~/core/djs/dj-image";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { rankOfResult } from "~/core/search/search-rank";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { publicDjConditions } from "~server/domain/djs/list-public-djs.server";
import type { MemoryTypeSpec } from "./memory-type.server";
import { timeOf } from "./memory-type.server";
import { rankedSearch } from "./ranked-search.server";
import type { PreparedQuery } from "./search-sql.server";
import { asRankQuery, foldListSql, foldSql, multiplierClasses, textContains } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";

/** Public DJs with a slug: the only ones search may return. */
const publicWithSlug = () => and(...publicDjConditions({}), isNotNull(djProfiles.slug), ne(djProfiles.slug, ""));

/**
 * The searched fields, folded: display and real name (spec §7), then what a fan means beyond the spec — the
 * genres (one text, joined by " / ": the first genre starts it, and ASCII keeps the fold's quick path) and the
 * location (its city).
 */
const searchFields = () => [
  foldSql(djProfiles.displayName),
  foldSql(djProfiles.realName),
  foldListSql(djProfiles.genres),
  foldSql(djProfiles.location),
];
const TYPO_FIELDS = [true, true, true, true];

const columns = {
  id: djProfiles.id,
  slug: djProfiles.slug,
  displayName: djProfiles.displayName,
  realName: djProfiles.realName,
  location: djProfiles.location,
  genres: djProfiles.genres,
  bio: djProfiles.bio,
  profileImage: djProfiles.profileImage,
  createdAt: djProfiles.createdAt,
};
interface DjRow {
  id: string;
  slug: string;
  displayName: string;
  realName: string | null;
  location: string | null;
  genres: string[];
  bio: string | null;
  profileImage: string | null;
  createdAt: Date;
}

function toResult(row: DjRow, q: PreparedQuery, now: Date) {
  return {
    id: row.id,
    type: "dj" as const,
    title: row.displayName,
    subtitle: [row.location, row.genres.slice(0, 3).join(", ")].filter(Boolean).join(" · ") || null,
    snippet: searchSnippet(row.bio, SEARCH_SNIPPET_MAX_CHARS),
    imageUrl: djDisplayImage(row),
    url: searchResultUrl("dj", row.slug),
    rank: rankOfResult(
      asRankQuery(q),
      [row.displayName, row.realName, row.genres.join(" / "), row.location],
      [true, true, true, true],
    ),
    score: searchRelevance({
      query: q.lower,
      fields: [row.displayName, row.realName, row.genres.join(" / "), row.location],
      verified: true,
      date: row.createdAt,
      now,
    }),
    date: null,
    verified: true,
  };
}

/**
 * DJs by display_name or real_name (spec §7), genre and location, public ones only (active, verified or mate —
 * so every DJ result gets the verified multiplier). Filters: genre (case-insensitive, exact genre) and city
 * (contained in the location). Ordered by the rank rule (app/core/search/search-rank.ts), then name.
 */
export async function searchDjs(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const base = and(
    publicWithSlug(),
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
      fields: searchFields(),
      typoFields: TYPO_FIELDS,
      base,
      classes: multiplierClasses({ date: djProfiles.createdAt, now }),
      afterRank: [sql`${foldSql(djProfiles.displayName)} using ~<~`, sql`${djProfiles.id}`],
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take, offset) =>
      db
        .select(columns)
        .from(djProfiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(take)
        .offset(offset),
  );
  return { ...total, items: rows.map((row) => toResult(row, q, now)) };
}

/** DJs searched from memory (decision 014): the same rows, fields, filters and result card as above. */
export const djMemorySpec: MemoryTypeSpec = {
  tables: ["dj_profiles"],
  order: "name",
  table: djProfiles,
  id: djProfiles.id,
  where: publicWithSlug,
  columns,
  lowered: searchFields(),
  typoFields: TYPO_FIELDS,
  filterColumns: {
    genres: sql`array(select lower(g) from unnest(${djProfiles.genres}) g)`,
    location: sql`lower(${djProfiles.location})`,
  },
  describe: (row) => ({ recentAt: timeOf(row.createdAt), verified: true, orderAt: 0 }),
  filterFor(filters) {
    const genre = filters.genre?.trim().toLowerCase();
    const city = filters.city?.trim().toLowerCase();
    if (!genre && !city) return undefined;
    return (row) =>
      (!genre || (row.filter.genres as string[]).includes(genre)) &&
      (!city || (row.filter.location !== null && (row.filter.location as string).includes(city)));
  },
  toResult: (row, q, now) => toResult(row as unknown as DjRow, q, now),
};
