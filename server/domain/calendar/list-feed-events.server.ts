import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type FeedEvent, feedWindowStart } from "~/core/events/calendar-feed";
import type { Db } from "~server/db/client.server";
import {
  djFollows,
  djProfiles,
  eventLineup,
  mateEvents,
  productionLineFollows,
  productionLines,
  venueProfiles,
} from "~server/db/schema";
import { getPublicDj } from "~server/domain/djs/get-public-dj.server";
import { eventWhenAndWhereColumns } from "~server/domain/events/event-columns.server";
import { isProductionSlug, publicProduction } from "~server/domain/productions/public-production-conditions.server";
import { publicVenue } from "~server/domain/venues/public-venue-conditions.server";

export type FeedSelection =
  | { kind: "all" }
  | { kind: "dj" | "venue" | "production"; slug: string }
  | { kind: "personal"; userId: string };

export interface FeedEvents {
  /** The feed's title, e.g. "Nadia Voss on Booth". */
  title: string;
  events: FeedEvent[];
}

const inDjLineup = (djId: SQL | string) =>
  sql`exists (select 1 from ${eventLineup} where ${eventLineup.eventId} = ${mateEvents.id} and ${eventLineup.djProfileId} = ${djId})`;

/**
 * The events of a feed: published and cancelled (so subscribers see cancellations), from those that ended
 * FEED_PAST_DAYS ago on, in start order. Null when the DJ, venue or production line is unknown or not public —
 * the same 404 either way.
 */
export async function listFeedEvents(db: Db, selection: FeedSelection, now: Date): Promise<FeedEvents | null> {
  let title = "Events on Booth";
  let scope: SQL | undefined;
  switch (selection.kind) {
    case "all":
      break;
    case "dj": {
      const dj = await getPublicDj(db, selection.slug);
      if (!dj) return null;
      title = `${dj.displayName} on Booth`;
      scope = inDjLineup(dj.id);
      break;
    }
    case "venue": {
      const [venue] = await db
        .select({ id: venueProfiles.id, name: venueProfiles.name })
        .from(venueProfiles)
        .where(and(eq(venueProfiles.slug, selection.slug), publicVenue()))
        .limit(1);
      if (!venue) return null;
      title = `${venue.name} on Booth`;
      scope = eq(mateEvents.venueId, venue.id);
      break;
    }
    case "production": {
      if (!isProductionSlug(selection.slug)) return null;
      const [line] = await db
        .select({ id: productionLines.id, name: productionLines.name })
        .from(productionLines)
        .where(and(eq(productionLines.slug, selection.slug), publicProduction()))
        .limit(1);
      if (!line) return null;
      title = `${line.name} on Booth`;
      scope = eq(mateEvents.productionLineId, line.id);
      break;
    }
    case "personal":
      title = "Your scene on Booth";
      scope = sql`(exists (select 1 from ${eventLineup} join ${djFollows} on ${djFollows.djProfileId} = ${eventLineup.djProfileId}
          join ${djProfiles} on ${djProfiles.id} = ${eventLineup.djProfileId} and ${djProfiles.active}
          where ${eventLineup.eventId} = ${mateEvents.id} and ${djFollows.userId} = ${selection.userId})
        or exists (select 1 from ${productionLineFollows} where ${productionLineFollows.productionLineId} = ${mateEvents.productionLineId}
          and ${productionLineFollows.userId} = ${selection.userId}))`;
      break;
  }
  const rows = await db
    .select({
      ...eventWhenAndWhereColumns,
      sequence: mateEvents.calendarSequence,
      updatedAt: mateEvents.updatedAt,
      lineup: sql<
        string[]
      >`array(select ${eventLineup.djName} from ${eventLineup} where ${eventLineup.eventId} = ${mateEvents.id} order by ${eventLineup.position}, ${eventLineup.id})`,
    })
    .from(mateEvents)
    .where(
      and(
        inArray(mateEvents.status, ["published", "cancelled"]),
        sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate}) >= ${feedWindowStart(now).toISOString()}::timestamptz`,
        scope,
      ),
    )
    .orderBy(asc(mateEvents.eventDate), asc(mateEvents.id));
  return {
    title,
    events: rows.map((row) => ({ ...row, status: row.status as FeedEvent["status"], lineup: row.lineup ?? [] })),
  };
}
