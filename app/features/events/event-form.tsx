import { ImagePlus } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import type { EventFormResult } from "~/core/clashes/clash-panel";
import {
  EVENT_FORM_LIMITS,
  EVENT_IMAGE_TOO_LARGE,
  EVENT_STATUS_LABELS,
  type EventLineupEntryInput,
  eventFormSchema,
  MAX_EVENT_IMAGE_BYTES,
} from "~/core/events/event-form";
import { EVENT_STATUSES, type EventStatus } from "~/core/events/events";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { ClashOverrides, type ClashOverrideView, ClashWarning } from "./clash-warning";
import { LineupPicker } from "./lineup-picker";
import { ApplyToField, RepeatFields } from "./repeat-fields";

/** What the four event form screens load (server/adapters/event-form.server.ts `loadEventForm`). */
export interface EventFormData {
  isAdmin: boolean;
  approvalRequired: boolean;
  timeZones: string[];
  /** On a venue's management screens the venue is the one the screen belongs to. */
  fixedVenue?: boolean;
  options: {
    venues: { id: string; name: string; location: string; timeZone: string | null }[];
    productionLines: { id: string; name: string }[];
  };
  event: { eventId: string; status: EventStatus; reviewNote: string | null; image: string | null } | null;
  /** On a producer dashboard the event belongs to that production line; the form shows it instead of a choice. */
  fixedProductionLine?: { id: string; name: string } | null;
  values: Record<string, string>;
  lineup: EventLineupEntryInput[];
  /** Lineups saved despite the clash check, shown to admins (decision 056). */
  clashOverrides?: ClashOverrideView[];
  /** On an edit, the residency the event is a date of (decision 059), and how many dates follow it. */
  series?: { label: string | null; later: number } | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface/90 p-4 md:p-6">
      <h2 className="font-display text-lg font-bold tracking-tight">{title}</h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** The event form of /mate/events/create, the mate's edit screen and the admin's create and edit screens. */
export function EventForm({
  data,
  actionData,
  cancelTo,
}: {
  data: EventFormData;
  actionData: EventFormResult | undefined;
  cancelTo: string;
}) {
  const { errors, onSubmit } = useFormErrors(eventFormSchema, actionData);
  const values = actionData?.values ?? data.values;
  const [venueId, setVenueId] = useState(values.venueId ?? "");
  const [timeZone, setTimeZone] = useState(values.timeZone ?? "Europe/London");
  // The first date, for the "Repeats" choices' weekday ("Weekly, every Thursday").
  const [date, setDate] = useState(values.date ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const lineup = actionData?.values?.lineup ? safeLineup(actionData.values.lineup) : data.lineup;
  const editing = data.event !== null;

  function onVenue(event: ChangeEvent<HTMLSelectElement>) {
    const id = event.currentTarget.value;
    setVenueId(id);
    // The venue's zone is the likely one; it stays a choice (an event abroad, a venue without events yet).
    const zone = data.options.venues.find((v) => v.id === id)?.timeZone;
    if (zone) setTimeZone(zone);
  }
  function onFlyer(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setImageError(null);
    if (!file) return setPreview(null);
    if (file.size > MAX_EVENT_IMAGE_BYTES) {
      setImageError(EVENT_IMAGE_TOO_LARGE);
      event.currentTarget.value = "";
      return setPreview(null);
    }
    setPreview(URL.createObjectURL(file));
  }

  const saveLabel = data.isAdmin
    ? "Save event"
    : data.approvalRequired
      ? "Submit for review"
      : editing
        ? "Save and publish"
        : "Publish event";
  const flyer = preview ?? data.event?.image ?? null;

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <input type="hidden" name="mode" value={editing ? "edit" : "create"} />
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      {data.clashOverrides && data.clashOverrides.length > 0 ? (
        <ClashOverrides overrides={data.clashOverrides} />
      ) : null}
      {actionData?.clashes ? (
        <ClashWarning panel={actionData.clashes} reason={values.clashReason} error={errors.clashReason} />
      ) : null}
      {data.event?.reviewNote ? (
        <Notice tone="warning">
          <strong>Sent back by an admin:</strong> {data.event.reviewNote}
        </Notice>
      ) : null}
      {!data.isAdmin && data.approvalRequired ? (
        <Notice tone="info">Events are reviewed before they are published. An admin will check yours soon.</Notice>
      ) : null}
      {data.series ? (
        <Section title="Residency">
          <p className="text-sm text-muted" data-testid="residency-edit-note">
            This date is part of a residency{data.series.label ? `: ${data.series.label}` : ""}. Each date has its own
            page, lineup and cancellation.
          </p>
          {data.series.later > 0 ? <ApplyToField later={data.series.later} value={values.applyTo} /> : null}
        </Section>
      ) : null}
      <Section title="The night">
        <Field
          label="Event name"
          name="name"
          defaultValue={values.name}
          error={errors.name}
          maxLength={EVENT_FORM_LIMITS.name}
          required
        />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <Field
              label="Date"
              name="date"
              type="date"
              defaultValue={values.date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.date}
              required
            />
          </div>
          <Field
            label="Starts"
            name="startTime"
            type="time"
            defaultValue={values.startTime}
            error={errors.startTime}
            required
          />
          <Field
            label="Ends (optional)"
            name="endTime"
            type="time"
            defaultValue={values.endTime}
            error={errors.endTime}
            hint="Earlier than the start means the next morning."
          />
        </div>
        <SelectField
          label="Time zone"
          name="timeZone"
          value={timeZone}
          onChange={(e) => setTimeZone(e.currentTarget.value)}
          error={errors.timeZone}
          options={data.timeZones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
          hint="Times are shown in the venue's zone."
        />
        {editing ? null : <RepeatFields date={date} values={values} errors={errors} />}
      </Section>
      <Section title="Where">
        {data.fixedVenue && data.options.venues[0] ? (
          <div className="flex flex-col gap-1.5">
            <input type="hidden" name="venueId" value={data.options.venues[0].id} />
            <p className="text-sm font-medium text-fg">Venue</p>
            <p className="rounded-lg border border-border bg-surface-2 px-3 py-2.5 text-fg" data-testid="fixed-venue">
              {data.options.venues[0].name}
              {data.options.venues[0].location ? (
                <span className="text-muted"> · {data.options.venues[0].location}</span>
              ) : null}
            </p>
          </div>
        ) : (
          <SelectField
            label="Venue on Booth"
            name="venueId"
            value={venueId}
            onChange={onVenue}
            error={errors.venueId}
            options={[
              { value: "", label: "Not on Booth (type it below)" },
              ...data.options.venues.map((v) => ({
                value: v.id,
                label: v.location ? `${v.name} · ${v.location}` : v.name,
              })),
            ]}
          />
        )}
        {venueId ? null : (
          <Field label="Venue name" name="venue" defaultValue={values.venue} error={errors.venue} maxLength={120} />
        )}
        <Field
          label={venueId ? "Location (optional, else the venue's city)" : "Location"}
          name="location"
          defaultValue={values.location}
          error={errors.location}
          placeholder="City, Country"
          maxLength={120}
        />
      </Section>
      <Section title="Lineup">
        <LineupPicker initial={lineup} error={errors.lineup} />
      </Section>
      <Section title="Details">
        {data.fixedProductionLine ? (
          <p className="text-sm text-muted" data-testid="fixed-production-line">
            <input type="hidden" name="productionLineId" value={data.fixedProductionLine.id} />
            Production line: <strong className="text-fg">{data.fixedProductionLine.name}</strong>
          </p>
        ) : (
          <SelectField
            label="Production line (optional)"
            name="productionLineId"
            defaultValue={values.productionLineId}
            error={errors.productionLineId}
            options={[
              { value: "", label: "None" },
              ...data.options.productionLines.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        )}
        <Field
          label="Tickets link"
          name="ticketUrl"
          type="url"
          inputMode="url"
          defaultValue={values.ticketUrl}
          error={errors.ticketUrl}
          placeholder="https://"
        />
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={values.description}
          error={errors.description}
          rows={6}
          hint="Plain text; blank lines start a new paragraph."
        />
      </Section>
      <Section title="Flyer">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grid aspect-[4/5] w-full max-w-[220px] place-items-center overflow-hidden rounded-xl border border-border bg-surface-2">
            {flyer ? (
              <img src={flyer} alt="Flyer preview" className="size-full object-contain" data-testid="flyer-preview" />
            ) : (
              <ImagePlus aria-hidden className="size-8 text-muted" />
            )}
          </div>
          <Field
            label={data.event?.image ? "Replace the flyer" : "Upload a flyer"}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={onFlyer}
            error={imageError ?? errors.image}
            hint="JPEG, PNG, WebP or AVIF, at least 200 × 200 pixels, under 8 MB."
            className="h-auto py-2.5 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface file:px-3 file:py-1.5 file:text-fg"
          />
        </div>
      </Section>
      {data.isAdmin ? (
        <Section title="Status">
          <SelectField
            label="Status"
            name="status"
            defaultValue={values.status || "published"}
            error={errors.status}
            options={EVENT_STATUSES.map((s) => ({ value: s, label: EVENT_STATUS_LABELS[s] }))}
          />
        </Section>
      ) : null}
      {/* Sticky from tablets up, where the page keeps room for it (scroll-padding in app.css, so a focused field or
          an open list scrolls into view above it); on a phone it is the end of the form, since above the tab bar it
          took a sixth of the screen and covered the field being typed in. */}
      <div
        data-sticky-form-actions=""
        className="z-10 flex gap-2 rounded-2xl border border-border bg-bg/95 p-2 backdrop-blur md:sticky md:bottom-4 md:p-3"
      >
        <SubmitButton intent="save" busyLabel="Saving…" className="min-w-0 flex-1">
          {saveLabel}
        </SubmitButton>
        {data.isAdmin || data.event?.status === "cancelled" ? null : (
          <Button type="submit" name="intent" value="draft" variant="secondary" size="lg" className="shrink-0">
            Save as draft
          </Button>
        )}
        <Link
          to={cancelTo}
          className="hidden h-12 place-items-center rounded-full px-5 text-sm text-muted hover:text-fg sm:grid"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function safeLineup(json: string): EventLineupEntryInput[] {
  try {
    const list = JSON.parse(json) as EventLineupEntryInput[];
    return Array.isArray(list) ? list.filter((e) => e && typeof e.name === "string") : [];
  } catch {
    return [];
  }
}
