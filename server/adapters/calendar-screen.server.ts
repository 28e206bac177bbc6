import { data } from "react-router";
import { availabilityFeedPath } from "~/core/calendar/availability-feed";
import {
  type CalendarAction,
  dayLabel,
  defaultHoldExpiry,
  djToday,
  holdExpiry,
  momentLabel,
  parseCalendarAction,
  rankLabel,
} from "~/core/calendar/calendar";
import {
  type CalendarActionResult,
  dayView,
  listView,
  monthView,
  parseCalendarQuery,
  selectedDay,
} from "~/core/calendar/calendar-view";
import { localDateOf, localTimeOf } from "~/core/events/events";
import { AppError } from "~server/domain/app-error.server";
import { challengeHold } from "~server/domain/dj-calendar/challenge-hold.server";
import { createCalendarFeedToken } from "~server/domain/dj-calendar/create-calendar-feed-token.server";
import { type CalendarDj, getCalendarDj } from "~server/domain/dj-calendar/get-calendar-dj.server";
import { listCalendarDays } from "~server/domain/dj-calendar/list-calendar-days.server";
import { markDayAvailable } from "~server/domain/dj-calendar/mark-day-available.server";
import { markDaysUnavailable } from "~server/domain/dj-calendar/mark-days-unavailable.server";
import { placeHold } from "~server/domain/dj-calendar/place-hold.server";
import { releaseHold } from "~server/domain/dj-calendar/release-hold.server";
import { revokeCalendarFeedToken } from "~server/domain/dj-calendar/revoke-calendar-feed-token.server";
import { setAvailabilityGrid } from "~server/domain/dj-calendar/set-availability-grid.server";
import { sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { ScreenPayload, SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";
import { chosenManagedDj } from "./chosen-managed-dj.server";

/** The DJ whose calendar this is (chosenManagedDj's rule), with the calendar's facts about them. */
async function calendarDjOf(ctx: SignedInContext, url: URL) {
  const { profiles, dj: active } = await chosenManagedDj(ctx, url);
  const dj = active ? await getCalendarDj(ctx.database.db, active.id) : null;
  return { profiles, dj };
}

/** /mate/calendar's loader: the chooser, the DJ, the query and the month's weeks or the range's list. */
export async function loadCalendarScreen(ctx: SignedInContext, url: URL, now = new Date()) {
  const { profiles, dj } = await calendarDjOf(ctx, url);
  if (!dj)
    return {
      profiles,
      dj: null,
      query: null,
      today: null,
      weeks: null,
      list: null,
      selected: null,
      defaultExpiry: null,
    };
  const today = djToday(now, dj.timeZone);
  const query = parseCalendarQuery(url.searchParams, today);
  const days = await listCalendarDays(ctx.database.db, dj.id, query.from, query.to);
  const input = { ...days, timeZone: dj.timeZone, today };
  const day = selectedDay(url.searchParams.get("day"), query.month, today);
  const expiry = defaultHoldExpiry(day < today ? today : day, now, dj.timeZone);
  return {
    profiles,
    dj: {
      slug: dj.slug,
      name: dj.name,
      timeZone: dj.timeZone,
      availabilityGrid: dj.availabilityGrid,
      hasFeed: dj.hasFeed,
    },
    query,
    today,
    weeks: query.view === "month" ? monthView(query.month, input) : null,
    list: query.view === "list" ? listView(query.from, query.to, input) : null,
    selected: query.view === "month" ? dayView(day, input) : null,
    defaultExpiry: { day: localDateOf(expiry, dj.timeZone), time: localTimeOf(expiry, dj.timeZone) },
  };
}

async function run(
  ctx: SignedInContext,
  dj: CalendarDj,
  action: CalendarAction,
  now: Date,
): Promise<string | { message: string; feedUrl: string }> {
  const db = ctx.database.db;
  const tell = (notices: Parameters<typeof sendCalendarNotices>[2]) =>
    sendCalendarNotices((m) => ctx.mailer.send(m), ctx.config.brandName, notices);
  switch (action.intent) {
    case "hold": {
      const placed = await placeHold(
        db,
        {
          djProfileId: dj.id,
          day: action.day,
          expiresAt: holdExpiry(action, dj.timeZone),
          promoterName: action.promoterName,
          promoterEmail: action.promoterEmail,
          note: action.note,
          inquiryId: null,
          createdBy: ctx.userId,
        },
        now,
      );
      return `${rankLabel(placed.rank ?? 1)} hold placed for ${placed.promoterName} on ${dayLabel(placed.day)}`;
    }
    case "unavailable": {
      const count = await markDaysUnavailable(
        db,
        { djProfileId: dj.id, from: action.from, to: action.to, note: action.note, createdBy: ctx.userId },
        now,
      );
      return count === 1 ? `${dayLabel(action.from)} marked unavailable` : `${count} days marked unavailable`;
    }
    case "available":
      await markDayAvailable(db, dj.id, action.day);
      return `${dayLabel(action.day)} is available again`;
    case "release": {
      const released = await releaseHold(db, dj.id, action.holdId, now);
      await tell(released);
      return released.movedUp
        ? `Hold for ${released.released} released; ${released.movedUp.promoterName} is now 1st`
        : `Hold for ${released.released} released`;
    }
    case "challenge": {
      const challenged = await challengeHold(db, dj.id, action.holdId, now);
      await tell(challenged);
      const first = challenged.challenged;
      return first?.challengeDeadline
        ? `Challenge sent: ${first.promoterName} has until ${momentLabel(first.challengeDeadline, dj.timeZone)} to confirm or release`
        : "Challenge sent";
    }
    case "grid":
      await setAvailabilityGrid(db, dj.id, action.show === "on");
      return action.show === "on"
        ? "The booking form shows the availability grid"
        : "The booking form no longer shows availability";
    case "feed-create": {
      // Shown once (decision 054): the profile keeps only the token's hash.
      const token = await createCalendarFeedToken(db, dj.id);
      const feedUrl = `${ctx.config.publicUrl.replace(/\/+$/, "")}${availabilityFeedPath(token)}`;
      return {
        message: dj.hasFeed ? "New feed link made; the old one no longer works" : "Feed link made",
        feedUrl,
      };
    }
    case "feed-revoke":
      await revokeCalendarFeedToken(db, dj.id);
      return "Feed link revoked";
  }
}

/** /mate/calendar's action: the forms of the page, for the DJ of `?dj=` (404 when that DJ is not the person's). */
export async function handleCalendarAction(request: Request, ctx: SignedInContext, url: URL, now = new Date()) {
  const { dj } = await calendarDjOf(ctx, url);
  if (!dj) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  const body = Object.fromEntries(await request.formData());
  const intent = typeof body.intent === "string" ? body.intent : "";
  const parsed = parseCalendarAction(body);
  if (!parsed.ok)
    return data<CalendarActionResult>(
      { ok: false, intent, field: parsed.field, error: parsed.message },
      { status: 400 },
    );
  try {
    const done = await run(ctx, dj, parsed.action, now);
    return data<CalendarActionResult>(typeof done === "string" ? { ok: true, message: done } : { ok: true, ...done });
  } catch (error) {
    if (error instanceof AppError)
      return data<CalendarActionResult>(
        { ok: false, intent, field: error.field ?? "form", error: error.message },
        { status: appErrorStatus(error) },
      );
    throw error;
  }
}
