import { useEffect } from "react";
import { Form, Link, useActionData } from "react-router";
import {
  DJ_TEXT_LIMITS,
  djProfileFormSchema,
  IMAGE_POSITION_LABELS,
  IMAGE_POSITIONS,
} from "~/core/djs/dj-profile-form";
import { DJ_THEMES } from "~/core/djs/dj-themes";
import { SOCIAL_PLATFORMS } from "~/core/djs/social-links";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Checkbox, Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { toast } from "~/ui/toast";
import { useFormErrors } from "~/ui/use-form-errors";
import { DjEditorSection } from "./dj-editor-section";
import { DJ_PROFILE_FORM_ID, type DjEditResult } from "./dj-profile-editor";

/**
 * The DJ profile editor's fields in five sections and the one Save that keeps them (and a chosen photo, whose
 * input sits in the photo panel).
 */
export function DjProfileEditorForm({
  slug,
  stored,
  photoChosen,
  timeZones,
}: {
  slug: string;
  /** The zones the calendar may be kept in (the server's list, so both renders offer the same). */
  timeZones: readonly string[];
  /** The stored profile in the form's string shape (djProfileFormValues). */
  stored: Record<string, string>;
  photoChosen: boolean;
}) {
  const actionData = useActionData<DjEditResult>();
  const form = useFormErrors(djProfileFormSchema, actionData);
  const v = actionData?.values ?? stored;
  const e = form.errors;

  useEffect(() => {
    if (actionData?.notice) toast.success(actionData.notice);
    // The Save button sits far below the notice on a phone: a refused save is said where the DJ is looking too.
    else if (actionData?.formError && actionData.errors?.image) toast.error(actionData.formError);
  }, [actionData]);

  return (
    <Form
      id={DJ_PROFILE_FORM_ID}
      method="post"
      // Multipart always, so the chosen photo (its input is in the photo panel) is sent with the fields, with
      // or without JavaScript; the editor's POST gets the upload body limit (server/storage/uploads-http.server.ts).
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit}
      className="flex min-w-0 flex-col gap-6"
      // Fresh defaults after a save (and kept values after an error).
      key={actionData?.savedAt ?? "form"}
    >
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      <DjEditorSection id="basics" title="Basics">
        <Field
          label="DJ name"
          name="displayName"
          required
          maxLength={DJ_TEXT_LIMITS.displayName}
          defaultValue={v.displayName}
          error={e.displayName}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Real name"
            name="realName"
            autoComplete="name"
            maxLength={DJ_TEXT_LIMITS.realName}
            defaultValue={v.realName}
            error={e.realName}
            hint="Optional. Shown under your DJ name."
          />
          <Field
            label="Location"
            name="location"
            placeholder="Berlin, Germany"
            maxLength={DJ_TEXT_LIMITS.location}
            defaultValue={v.location}
            error={e.location}
          />
        </div>
        <SelectField
          label="Time zone"
          name="timeZone"
          defaultValue={v.timeZone ?? ""}
          error={e.timeZone}
          hint="The days of your booking calendar. Empty: the zone of your location's country."
          options={[
            { value: "", label: "From my location" },
            ...timeZones.map((z) => ({ value: z, label: z.replace(/_/g, " ") })),
          ]}
        />
        <Field
          label="Genres"
          name="genres"
          placeholder="Techno, Industrial"
          defaultValue={v.genres}
          error={e.genres}
          hint={`Separate with commas; up to ${DJ_TEXT_LIMITS.genres}.`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Roles"
            name="roles"
            placeholder="DJ, Producer"
            defaultValue={v.roles}
            error={e.roles}
            hint="Separate with commas. Empty means DJ."
          />
          <Field
            label="Agency"
            name="agency"
            maxLength={DJ_TEXT_LIMITS.agency}
            defaultValue={v.agency}
            error={e.agency}
            hint="Optional booking agency."
          />
        </div>
      </DjEditorSection>

      <DjEditorSection
        id="bio"
        title="Bio"
        description="Tell people how your sets feel. Paragraphs, bold, italics and links are kept; anything else is removed when you save."
      >
        <TextAreaField
          label="Bio"
          name="bio"
          rows={8}
          maxLength={DJ_TEXT_LIMITS.bio}
          defaultValue={v.bio}
          error={e.bio}
        />
      </DjEditorSection>

      <DjEditorSection id="media" title="Music and video">
        <Field
          label="Featured track"
          name="featuredTrack"
          type="url"
          inputMode="url"
          placeholder="https://soundcloud.com/you/track"
          defaultValue={v.featuredTrack}
          error={e.featuredTrack}
          hint="A SoundCloud, Spotify or YouTube link plays on your profile."
        />
        <TextAreaField
          label="Featured videos"
          name="featuredVideos"
          rows={3}
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={v.featuredVideos}
          error={e.featuredVideos}
          hint={`One https link per line; up to ${DJ_TEXT_LIMITS.videos}.`}
        />
      </DjEditorSection>

      <DjEditorSection
        id="links"
        title="Links"
        description="Each link must be a secure https link on the platform's own site."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map(({ key, label }) => (
            <Field
              key={key}
              label={label}
              name={key}
              type="url"
              inputMode="url"
              placeholder="https://"
              defaultValue={v[key]}
              error={e[key]}
            />
          ))}
          <Field
            label="WhatsApp number"
            name="whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+44 7700 900123"
            defaultValue={v.whatsapp}
            error={e.whatsapp}
            hint="International format with the country code."
          />
        </div>
      </DjEditorSection>

      <DjEditorSection id="look" title="Look and bookings">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Profile theme"
            name="themeId"
            defaultValue={v.themeId}
            error={e.themeId}
            options={[{ value: "", label: "Booth default" }, ...DJ_THEMES.map((t) => ({ value: t.id, label: t.name }))]}
          />
          <SelectField
            label="Photo framing"
            name="imagePosition"
            defaultValue={v.imagePosition}
            error={e.imagePosition}
            hint="Which part of the photo stays visible when it is cropped."
            options={IMAGE_POSITIONS.map((p) => ({ value: p, label: IMAGE_POSITION_LABELS[p] }))}
          />
        </div>
        <Checkbox
          name="bookingEnabled"
          label="Accept booking inquiries"
          hint="Shows 'Book this DJ' on your profile; inquiries reach you by email."
          defaultChecked={v.bookingEnabled === "on"}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Booking deposit (USD, optional)"
            name="bookingDeposit"
            inputMode="decimal"
            placeholder="e.g. 150"
            defaultValue={v.bookingDeposit}
            error={e.bookingDeposit}
            hint="Asked with every inquiry and paid with PayPal once it is sent, when payments are on. Leave empty for none."
          />
        </div>
      </DjEditorSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {photoChosen ? (
          <p className="text-center text-sm text-muted sm:mr-auto sm:text-left">Your new photo will be saved too.</p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Link to={`/dj/${slug}`} className="text-center text-sm font-medium text-muted hover:text-fg">
            Cancel
          </Link>
          <SubmitButton busyLabel={photoChosen ? "Saving profile and photo…" : "Saving…"} className="sm:w-auto">
            Save profile
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
