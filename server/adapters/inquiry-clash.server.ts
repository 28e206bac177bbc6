import { bookingWhen } from "~/core/admin/admin-bookings";
import { addDaysTo, dayLabel } from "~/core/calendar/calendar";
import { zonedDateTime } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { checkLineupClashes } from "~server/domain/clashes/check-lineup-clashes.server";
import { getInquiryClashFacts } from "~server/domain/clashes/get-inquiry-clash-facts.server";
import { listClashOverrides } from "~server/domain/clashes/list-clash-overrides.server";

/**
 * The clash check for a DJ's managers on an inquiry's date (decision 056): the whole day in the DJ's zone, at the
 * city the sender named, checked as an event form checks a lineup; and the lineups of that day saved despite a
 * clash, with their reasons. Call only after the inquiry was found in the viewer's scope.
 */
export async function inquiryClashData(db: Db, inquiryId: string) {
  const facts = await getInquiryClashFacts(db, inquiryId);
  if (!facts) return null;
  const from = zonedDateTime(facts.day, "00:00", facts.timeZone);
  const to = zonedDateTime(addDaysTo(facts.day, 1), "00:00", facts.timeZone);
  const [report, overrides] = await Promise.all([
    checkLineupClashes(db, {
      eventRowId: null,
      startsAt: from,
      endsAt: to,
      venueId: null,
      productionLineId: null,
      location: facts.city,
      djProfileIds: [facts.djProfileId],
      actorEmail: facts.email,
    }),
    listClashOverrides(db, { djProfileId: facts.djProfileId, from, to }),
  ]);
  return {
    day: dayLabel(facts.day),
    warnings: report.warnings.map((w) => w.text),
    notes: report.notes,
    overrides: overrides.map((o) => ({
      djName: o.djName,
      eventName: o.eventName,
      reason: o.reason,
      warnings: o.warnings,
      by: o.by,
      when: bookingWhen(o.at.toISOString()),
    })),
  };
}
