import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useEffect, useState } from "react";
import { Form, useActionData } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { VENUE_TEXT_LIMITS, VENUE_TYPE_SUGGESTIONS, venueDetailsSchema } from "~/core/venues/venue-details";
import { TextAreaField } from "~/ui/form-controls";
import { Checkbox, Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { toast } from "~/ui/toast";
import { useFormErrors } from "~/ui/use-form-errors";

export type VenueDetailsResult = FormResult & { savedAt?: number };

/** A logo or cover picker that previews the chosen file before it is sent (nothing is stored until Save). */
function ImagePicker({
  name,
  label,
  current,
  hint,
  error,
  shape,
}: {
  name: string;
  label: string;
  current: string;
  hint: string;
  error?: string;
  shape: "square" | "wide";
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const id = `venue-${name}`;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-fg">{label}</span>
      <div
        className={
          shape === "square"
            ? "relative size-28 overflow-hidden rounded-2xl border border-border bg-surface-2"
            : "relative aspect-[16/9] w-full overflow-hidden rounded-2xl border border-border bg-surface-2"
        }
      >
        <img src={preview ?? current} alt="" className="size-full object-cover" />
      </div>
      <label
        htmlFor={id}
        className="inline-flex h-10 w-max cursor-pointer items-center gap-2 rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold hover:bg-[#2a2a38] focus-within:outline-2 focus-within:outline-offset-2"
      >
        <ImagePlus aria-hidden className="size-4" />
        {preview ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        <input
          id={id}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="sr-only"
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The Details tab's one form: fields, the booking switch, logo and cover; one Save keeps them all or nothing. */
export function VenueDetailsForm({
  stored,
  logo,
  cover,
}: {
  stored: Record<string, string>;
  logo: string;
  cover: string;
}) {
  const actionData = useActionData<VenueDetailsResult>();
  const form = useFormErrors(venueDetailsSchema, actionData);
  const v = actionData?.values ?? stored;
  const e = form.errors;
  useEffect(() => {
    if (actionData?.notice) toast.success(actionData.notice);
  }, [actionData]);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit}
      key={actionData?.savedAt ?? "form"}
      className="grid gap-8 md:grid-cols-[1fr_320px] md:items-start"
    >
      <div className="flex min-w-0 flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6">
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <Field
          label="Venue name"
          name="name"
          required
          maxLength={VENUE_TEXT_LIMITS.name}
          defaultValue={v.name}
          error={e.name}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={7}
          maxLength={VENUE_TEXT_LIMITS.description}
          defaultValue={v.description}
          error={e.description}
          hint="What a night here feels like: the room, the sound, the crowd. Simple formatting (bold, lists, links) is kept."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="City" name="city" maxLength={VENUE_TEXT_LIMITS.city} defaultValue={v.city} error={e.city} />
          <Field
            label="Country"
            name="country"
            maxLength={VENUE_TEXT_LIMITS.country}
            defaultValue={v.country}
            error={e.country}
          />
          <Field
            label="Venue type"
            name="venueType"
            list="venue-type-suggestions"
            placeholder="club"
            maxLength={VENUE_TEXT_LIMITS.venueType}
            defaultValue={v.venueType}
            error={e.venueType}
          />
          <datalist id="venue-type-suggestions">
            {VENUE_TYPE_SUGGESTIONS.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <Field
            label="Standing capacity"
            name="capacityStanding"
            inputMode="numeric"
            placeholder="800"
            defaultValue={v.capacityStanding}
            error={e.capacityStanding}
          />
        </div>
        <Field
          label="Website"
          name="websiteUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={v.websiteUrl}
          error={e.websiteUrl}
        />
        <Checkbox
          name="acceptsBookings"
          label="Take booking requests on the public page"
          hint="Shows a booking form on the venue's page; requests arrive in the Bookings tab."
          defaultChecked={v.acceptsBookings === "on"}
        />
        <SubmitButton busyLabel="Saving…" className="sm:w-max">
          Save details
        </SubmitButton>
      </div>
      {/* First on phones: the pictures are saved by the same button, so they come before it. */}
      <aside className="order-first flex flex-col gap-6 rounded-2xl border border-border bg-surface p-4 md:order-last md:p-6">
        <ImagePicker
          name="logo"
          label="Logo"
          current={logo}
          shape="square"
          hint="Square works best. JPEG, PNG, WebP or AVIF, at least 200 × 200, under 4 MB."
          error={e.logo}
        />
        <ImagePicker
          name="cover"
          label="Cover"
          current={cover}
          shape="wide"
          hint="A wide photo of the room or the crowd. At least 200 × 200, under 4 MB."
          error={e.cover}
        />
      </aside>
    </Form>
  );
}
