import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents, productionLines } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "~server/domain/djs/list-public-djs.server";
import { type EventListFilters, listedEventConditions } from "./list-events.server";

export interface EventFilterOptions {
  cities: string[];
  genres: string[];
  venues: string[];
  productions: { slug: string; name: string }[];
}

/** Longest menu of each kind: a menu past this is a search, not a filter. */
const MAX_OPTIONS = 60;

/**
 * The choices of /events' filter menus for one tab (upcoming or past): the cities, venues, production lines and
 * lineup genres that the tab's events have, so no choice leads to an empty list.
 */
export async function listEventFilterOptions(
  db: Db,
  when: EventListFilters["when"],
  now: Date,
  today: string,
): Promise<EventFilterOptions> {
  const listed = and(
    ...listedEventConditions(
      { when, city: null, genre: null, venue: null, production: null, range: null, from: null, to: null },
      now,
      today,
    ),
  );
  const [cities, venues, productions, genres] = await Promise.all([
    db
      .selectDistinct({ value: mateEvents.location })
      .from(mateEvents)
      .where(and(listed, isNotNull(mateEvents.location)))
      .orderBy(asc(mateEvents.location))
      .limit(MAX_OPTIONS),
    db
      .selectDistinct({ value: mateEvents.venue })
      .from(mateEvents)
      .where(and(listed, isNotNull(mateEvents.venue)))
      .orderBy(asc(mateEvents.venue))
      .limit(MAX_OPTIONS),
    db
      .selectDistinct({ slug: productionLines.slug, name: productionLines.name })
      .from(mateEvents)
      .innerJoin(
        productionLines,
        and(eq(productionLines.id, mateEvents.productionLineId), eq(productionLines.isActive, true)),
      )
      .where(listed)
      .orderBy(asc(productionLines.name))
      .limit(MAX_OPTIONS),
    db
      .selectDistinct({ value: sql<string>`unnest(${djProfiles.genres})` })
      .from(mateEvents)
      .innerJoin(eventLineup, eq(eventLineup.eventId, mateEvents.id))
      .innerJoin(
        djProfiles,
        and(
          eq(djProfiles.id, eventLineup.djProfileId),
          eq(djProfiles.active, true),
          inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
        ),
      )
      .where(listed)
      .orderBy(sql`1`)
      .limit(MAX_OPTIONS),
  ]);
  return {
    cities: cities.map((r) => r.value).filter((v): v is string => Boolean(v)),
    venues: venues.map((r) => r.value).filter((v): v is string => Boolean(v)),
    productions,
    genres: genres.map((r) => r.value).filter(Boolean),
  };
}
