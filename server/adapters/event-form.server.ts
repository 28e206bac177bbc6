import { data, redirect } from "react-router";
import type { EventManager } from "~/core/access/event-ownership";
import { bookingWhen } from "~/core/admin/admin-bookings";
import { parseClashOverride } from "~/core/clashes/clash-forms";
import { type ClashPanel, clashFormError } from "~/core/clashes/clash-panel";
import {
  EVENT_IMAGE_TOO_LARGE,
  eventFormSchema,
  eventFormValues,
  eventInstants,
  eventStatusAfterSave,
  MAX_EVENT_IMAGE_BYTES,
  recurrenceOf,
} from "~/core/events/event-form";
import { DEFAULT_EVENT_TIME_ZONE, type EventStatus, localDateOf } from "~/core/events/events";
import { expandRecurrence, localInstants } from "~/core/events/recurrence";
import { type FormResult, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import { AppError } from "~server/domain/app-error.server";
import { checkLineupClashes } from "~server/domain/clashes/check-lineup-clashes.server";
import { listClashOverrides } from "~server/domain/clashes/list-clash-overrides.server";
import { recordClashOverrides } from "~server/domain/clashes/record-clash-overrides.server";
import { plainTextToHtml } from "~server/domain/content/sanitize-rich-text.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { createEventSeries } from "~server/domain/events/create-event-series.server";
import { findManagedEvent } from "~server/domain/events/find-managed-event.server";
import { getEventForEdit } from "~server/domain/events/get-event-for-edit.server";
import { getEventFormOptions } from "~server/domain/events/get-event-form-options.server";
import { getSeriesDates } from "~server/domain/events/get-series-dates.server";
import { listLaterOccurrences } from "~server/domain/events/list-later-occurrences.server";
import { removeEventImage, storeEventImage } from "~server/domain/events/store-event-image.server";
import { updateEvent } from "~server/domain/events/update-event.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { ScreenPayload, SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";

/**
 * Where the event screens are opened from: a venue's management screens fix the venue, the producer
 * dashboard fixes the production line; the actor then manages exactly that venue's or line's events
 * (app/core/access/event-ownership), so any other event is the same 404 as an unknown id.
 */
export interface EventFormScope {
  venue?: { id: string };
  productionLine?: { id: string; name: string };
}

/** The actor of the event screens: admins manage every event, anyone else their own (app/core/access/event-ownership). */
export function eventManagerOf(ctx: SignedInContext, scope: EventFormScope = {}): EventManager {
  const actor: EventManager = { userId: ctx.userId, isAdmin: ctx.viewer.role === "admin" };
  if (scope.venue) return { ...actor, venueId: scope.venue.id };
  if (scope.productionLine) return { ...actor, productionLineId: scope.productionLine.id };
  return actor;
}

/** Ids are looked up only when well formed (the clash check's queries would fail on a malformed uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Zones the form offers (the server's list, so the browser renders the very same options). */
let zones: string[] | null = null;
function timeZones(): string[] {
  zones ??= Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

/**
 * What the event form's screens load: the options (venues, production lines, own DJ), the zones, and — for an
 * edit — the stored values and lineup. Another person's event is the same 404 as an unknown id (IDOR).
 */
export async function loadEventForm(ctx: SignedInContext, eventId?: string, scope: EventFormScope = {}) {
  const actor = eventManagerOf(ctx, scope);
  const atVenue = scope.venue;
  const [allOptions, editing] = await Promise.all([
    getEventFormOptions(ctx.database.db, ctx.userId),
    eventId ? getEventForEdit(ctx.database.db, eventId, actor) : Promise.resolve(null),
  ]);
  if (eventId && !editing) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  // Lineups saved despite the clash check, with their reasons: for admins (decision 056).
  const overrides =
    editing && actor.isAdmin ? await listClashOverrides(ctx.database.db, { eventRowId: editing.event.id }) : [];
  // A date of a residency (decision 059): how it repeats, and how many later dates "this and following" would change.
  const series = editing?.event.seriesId
    ? {
        label:
          (
            await getSeriesDates(ctx.database.db, editing.event.seriesId, {
              from: new Date(),
              exceptRowId: editing.event.id,
              limit: 1,
            })
          )?.label ?? null,
        later: (await listLaterOccurrences(ctx.database.db, editing.event, actor)).length,
      }
    : null;
  // On a venue's screens the venue is fixed: the form offers only it.
  const options = atVenue
    ? { ...allOptions, venues: allOptions.venues.filter((v) => v.id === atVenue.id) }
    : allOptions;
  const own = options.ownDj;
  return {
    isAdmin: actor.isAdmin,
    approvalRequired: ctx.flags.eventAdminApproval,
    timeZones: timeZones(),
    fixedVenue: Boolean(atVenue),
    fixedProductionLine: scope.productionLine ?? null,
    series,
    clashOverrides: overrides.map((o) => ({
      djName: o.djName,
      reason: o.reason,
      warnings: o.warnings,
      by: o.by,
      when: bookingWhen(o.at.toISOString()),
    })),
    options,
    event: editing
      ? {
          eventId: editing.event.eventId,
          status: editing.event.status as EventStatus,
          reviewNote: editing.event.reviewNote,
          image: editing.event.eventImage,
        }
      : null,
    values: editing
      ? eventFormValues(editing.event)
      : {
          timeZone: (atVenue && options.venues[0]?.timeZone) || DEFAULT_EVENT_TIME_ZONE,
          startTime: "22:00",
          status: actor.isAdmin ? "published" : "",
          repeat: "none",
          repeatEnds: "count",
          repeatCount: "8",
          ...(atVenue ? { venueId: atVenue.id } : {}),
          productionLineId: scope.productionLine?.id ?? "",
        },
    lineup: editing
      ? editing.lineup.map((l) => ({ djProfileId: l.djProfileId, name: l.name }))
      : own
        ? [{ djProfileId: own.djProfileId, name: own.name }]
        : [],
  };
}

/**
 * The action of the four event form screens: eventFormSchema is the one check of the form's shape and messages (a
 * past start for a new event included), the flyer is refused before anything is written, then create or update
 * check only what needs the database; redirects to the list with the saved status for the toast. Any refusal
 * answers the field errors with the typed values, and nothing is stored (a flyer stored for a save that then failed
 * is removed).
 */
export async function submitEventForm(
  request: Request,
  ctx: SignedInContext,
  options: { eventId?: string; donePath: string } & EventFormScope,
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const actor = eventManagerOf(ctx, options);
  // Whose event it is comes before the body (up to the upload limit) is even read: not yours is a plain 404.
  const current = options.eventId ? await findManagedEvent(ctx.database.db, options.eventId, actor) : null;
  if (options.eventId && !current) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  const form = await request.formData();
  // The server decides whether this is a creation (past dates refused), never the submitted form.
  const values = { ...formValues(form), mode: options.eventId ? "edit" : "create" };
  const file = form.get("image");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const refused = (errors: Record<string, string>, status = 400) =>
    data<FormResult>({ errors, values, formError: nothingSaved() }, { status });
  const parsed = eventFormSchema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
  if (chosen && chosen.size > MAX_EVENT_IMAGE_BYTES) return refused({ image: EVENT_IMAGE_TOO_LARGE }, 413);
  // On a venue's screens the event is at that venue, whatever the form says.
  const input = options.venue ? { ...parsed.data, venueId: options.venue.id, venue: "" } : parsed.data;
  const { startsAt, endsAt } = eventInstants(input);
  const productionLineId = options.productionLine?.id ?? input.productionLineId;
  const storage = uploadStorage(ctx.config.dataDir);
  let image: string | null = null;
  try {
    if (chosen) image = await storeEventImage(storage, new Uint8Array(await chosen.arrayBuffer()));
    // The dates being saved: the event itself, and on a residency (decision 059) each new occurrence, or on "this and
    // following" the series' later ones at their own days with the form's times.
    const recurrence = options.eventId ? null : recurrenceOf(input);
    const expanded = recurrence ? expandRecurrence(recurrence) : null;
    const occurrences = expanded?.ok ? expanded.occurrences : [{ date: input.date, startsAt, endsAt }];
    const later =
      current && input.applyTo === "following"
        ? (await listLaterOccurrences(ctx.database.db, current, actor)).map((o) => ({
            ...localInstants(localDateOf(o.eventDate, o.timeZone), input.startTime, input.endTime, input.timeZone),
            id: o.id,
            status: o.status,
          }))
        : [];
    const laterPlayed = later.filter((o) => o.status !== "cancelled");
    // The clash check (decision 056), the same for all four forms, once the fields and the flyer are good, run for
    // every date being saved: warn before anything is stored (the flyer just stored is removed); "Save anyway" needs
    // a reason, which is kept on each event whose DJs were warned.
    const checked: { eventRowId: string | null; startsAt: Date; endsAt: Date | null }[] = [
      ...occurrences.map((o) => ({ eventRowId: current?.id ?? null, startsAt: o.startsAt, endsAt: o.endsAt })),
      // A cancelled later date stays cancelled: nobody plays it, so it has nothing to clash with.
      ...laterPlayed.map((o) => ({ eventRowId: o.id, startsAt: o.startsAt, endsAt: o.endsAt })),
    ];
    const reports = [];
    for (const date of checked)
      reports.push(
        await checkLineupClashes(ctx.database.db, {
          ...date,
          venueId: UUID.test(input.venueId ?? "") ? (input.venueId as string) : null,
          productionLineId: UUID.test(productionLineId ?? "") ? (productionLineId as string) : null,
          location: input.location || null,
          djProfileIds: input.lineup.flatMap((e) => (e.djProfileId && UUID.test(e.djProfileId) ? [e.djProfileId] : [])),
          actorEmail: ctx.viewer.email ?? null,
        }),
      );
    const clashes = {
      warnings: reports.flatMap((r) => r.warnings),
      notes: [...new Set(reports.flatMap((r) => r.notes))],
    };
    const override = parseClashOverride(values);
    if (clashes.warnings.length > 0 && !("override" in override && override.override)) {
      const panel: ClashPanel = { warnings: clashes.warnings, notes: clashes.notes };
      const errors = "error" in override ? { clashReason: override.error } : undefined;
      await removeEventImage(storage, image);
      return data<FormResult & { clashes: ClashPanel }>(
        { errors, values, formError: clashFormError(clashes.warnings.length), clashes: panel },
        { status: 409 },
      );
    }
    const common = {
      name: input.name,
      startsAt,
      endsAt,
      timeZone: input.timeZone,
      venueId: input.venueId,
      venue: input.venueId ? null : input.venue || null,
      location: input.location || null,
      // On a producer dashboard the event stays the line's, whatever the form says.
      productionLineId,
      ticketUrl: input.ticketUrl,
      // The description is plain text whatever it contains (the form says so): blank lines make paragraphs and a
      // typed tag is kept as text, escaped, instead of switching the whole text to HTML and losing its paragraphs.
      description: plainTextToHtml(input.description) || null,
      lineup: input.lineup.map((e) => (e.djProfileId ? { djProfileId: e.djProfileId } : { name: e.name })),
    };
    const adminStatus = actor.isAdmin ? input.status : undefined;
    let saved: { eventId: string; status: EventStatus };
    // The saved rows, in the order of `reports` (the clash check's dates), for the override reasons.
    let savedRowIds: string[] = [];
    let series: number | null = null;
    if (options.eventId) {
      const result = await updateEvent(ctx.database.db, actor, options.eventId, {
        ...common,
        image: image ?? undefined,
        intent: input.intent,
        approvalRequired: ctx.flags.eventAdminApproval,
        adminStatus,
        later,
      });
      if (result.replacedImage) await removeEventImage(storage, result.replacedImage);
      saved = result;
      savedRowIds = [current?.id ?? "", ...laterPlayed.map((o) => o.id)];
      if (later.length > 0) series = result.laterUpdated + 1;
    } else {
      const status = eventStatusAfterSave({
        intent: input.intent,
        isAdmin: actor.isAdmin,
        approvalRequired: ctx.flags.eventAdminApproval,
        adminStatus,
      });
      const fresh = { ...common, image, status, createdBy: ctx.userId };
      const created = expanded?.ok
        ? (
            await createEventSeries(ctx.database.db, {
              ...fresh,
              rule: expanded.rule,
              occurrences: expanded.occurrences,
            })
          ).events
        : [await createEvent(ctx.database.db, fresh)];
      saved = { eventId: created[0].eventId, status };
      savedRowIds = created.map((e) => e.id);
      if (created.length > 1) series = created.length;
    }
    if ("override" in override && override.override)
      for (const [i, report] of reports.entries())
        if (savedRowIds[i] && report.warnings.length > 0)
          await recordClashOverrides(ctx.database.db, savedRowIds[i], report.warnings, override.reason, ctx.userId);
    const query = new URLSearchParams({ saved: saved.status, event: saved.eventId });
    if (!options.eventId) query.set("created", "1");
    // How many dates a residency's save made or changed, for the toast.
    if (series) query.set("dates", String(series));
    return redirect(`${options.donePath}?${query}`);
  } catch (error) {
    if (image) await removeEventImage(storage, image);
    if (error instanceof AppError) {
      if (error.code === "not_found") throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
      // The domain names the form's own fields (venueId, productionLineId, lineup): the error goes next to it.
      if (error.field) return refused({ [error.field]: error.message }, appErrorStatus(error));
      return data<FormResult>({ formError: error.message, values }, { status: appErrorStatus(error) });
    }
    throw error;
  }
}
