import { ArrowUpRight, Camera, Loader2, Lock, Undo2 } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { djImageSrcSet, MAX_DJ_IMAGE_BYTES, MAX_DJ_IMAGE_LABEL } from "~/core/dj-image";
import { DJ_TEXT_LIMITS, djProfileFormSchema, IMAGE_POSITION_LABELS, IMAGE_POSITIONS } from "~/core/dj-profile-form";
import { DJ_THEMES } from "~/core/dj-themes";
import { SOCIAL_PLATFORMS } from "~/core/social-links";
import { Checkbox, Field, Notice, SubmitButton } from "~/features/auth/auth-ui";
import { type FormResult, fieldErrorsOf, formValues } from "~/features/auth/schemas";
import { useFormErrors } from "~/features/auth/use-form-errors";
import { djImageUrl, objectPosition } from "~/features/djs/dj-card";
import { SelectField, TextAreaField } from "~/features/djs/form-controls";
import { VerificationBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { toast } from "~/ui/toast";
import { AppError } from "../../server/domain/app-error.server";
import { type EditableDj, getEditableDj } from "../../server/domain/djs/get-editable-dj.server";
import { updateDjProfile } from "../../server/domain/djs/update-dj-profile.server";
import { requireAreaAccess, type ScreenPayload } from "../../server/http/access.server";
import { appErrorStatus } from "../../server/http/app-error-response.server";
import { uploadStorage } from "../../server/storage/file-storage.server";
import type { Route } from "./+types/dj-edit";

type EditResult = FormResult & { savedAt?: number };

/** The photo input sits in the photo panel but belongs to the profile form (its `form` attribute). */
const PROFILE_FORM_ID = "dj-profile-form";

/** Managers and admins only; anyone else gets the very same 404 as a slug that does not exist (IDOR). */
async function editableOr404(db: Parameters<typeof getEditableDj>[0], userId: string, slug: string) {
  try {
    return await getEditableDj(db, { id: userId }, slug);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    throw error;
  }
}

/** The stored profile in the form's string shape. */
function formDefaults(dj: EditableDj): Record<string, string> {
  const values: Record<string, string> = {
    displayName: dj.displayName,
    realName: dj.realName ?? "",
    bio: dj.bio ?? "",
    location: dj.location ?? "",
    agency: dj.agency ?? "",
    genres: dj.genres.join(", "),
    roles: dj.roles.join(", "),
    featuredTrack: dj.featuredTrack ?? "",
    featuredVideos: dj.featuredVideos.join("\n"),
    themeId: dj.themeId ?? "",
    imagePosition: dj.imagePosition,
    bookingEnabled: dj.bookingEnabled ? "on" : "",
    whatsapp: dj.whatsapp ?? "",
  };
  for (const { key } of SOCIAL_PLATFORMS) values[key] = dj[key] ?? "";
  return values;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/dj/:slug/edit");
  const dj = await editableOr404(database.db, userId, params.slug);
  return {
    slug: dj.slug,
    displayName: dj.displayName,
    verificationStatus: dj.verificationStatus,
    active: dj.active,
    image: djImageUrl(dj),
    imageSrcSet: djImageSrcSet(dj.profileImage),
    uploaded: Boolean(djImageSrcSet(dj.profileImage)),
    values: formDefaults(dj),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { database, userId, config } = requireAreaAccess(request, context, "/dj/:slug/edit");
  // The permission check comes before the body (up to the upload limit) is even read.
  const dj = await editableOr404(database.db, userId, params.slug);
  const actor = { id: userId };
  const form = await request.formData();

  // One "Save profile" keeps everything the DJ chose (issue 14): the fields and, when one was chosen, the photo.
  const values = formValues(form);
  const file = form.get("image");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const parsed = djProfileFormSchema.safeParse(values);
  if (!parsed.success)
    return data<EditResult>(
      { errors: fieldErrorsOf(parsed.error), values, formError: "Check the highlighted fields." },
      { status: 400 },
    );
  if (chosen && chosen.size > MAX_DJ_IMAGE_BYTES)
    return photoRefused(413, `That photo is too large. Upload one under ${MAX_DJ_IMAGE_LABEL}.`, values);
  try {
    await updateDjProfile(database.db, actor, {
      slug: dj.slug,
      values: parsed.data,
      photo: chosen
        ? { storage: uploadStorage(config.dataDir), bytes: new Uint8Array(await chosen.arrayBuffer()) }
        : undefined,
    });
  } catch (error) {
    if (error instanceof AppError) {
      if (error.field === "image") return photoRefused(appErrorStatus(error), error.message, values);
      return data<EditResult>({ formError: error.message, values }, { status: appErrorStatus(error) });
    }
    throw error;
  }
  // The saved values as stored (bio sanitised, lists normalised): the form shows exactly what is now public.
  const saved = await editableOr404(database.db, userId, dj.slug);
  return data<EditResult>({
    notice: chosen ? "Profile and photo saved. The changes are live." : "Profile saved. The changes are live.",
    savedAt: Date.now(),
    values: formDefaults(saved),
  });
}

/**
 * A chosen photo that cannot be used refuses the whole save: updateDjProfile is all or nothing, so the answer
 * says nothing was saved and why, and the typed values go back into the form.
 */
function photoRefused(status: number, message: string, values: Record<string, string>) {
  return data<EditResult>(
    { errors: { image: message }, formError: `Nothing was saved. ${message}`, values },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.displayName ?? "DJ profile"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function DjEdit({ loaderData }: Route.ComponentProps) {
  const { slug, displayName, verificationStatus, active } = loaderData;
  const photo = usePhotoChoice();
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[420px]"
        style={{
          backgroundImage:
            "radial-gradient(45% 70% at 15% 0%, rgba(192,38,211,0.22) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 80% 0%, rgba(124,58,237,0.18) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
      <div className="mx-auto max-w-[960px] px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Edit DJ profile</p>
            <h1 className="mt-2 truncate font-display text-[34px] leading-[1.05] font-bold tracking-tight md:text-5xl">
              {displayName}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <VerificationBadge status={verificationStatus} />
              <span className="inline-flex items-center gap-1">
                <Lock aria-hidden className="size-3.5" /> /dj/{slug}
              </span>
            </p>
          </div>
          <ButtonLink to={`/dj/${slug}`} variant="secondary" size="sm">
            View public profile <ArrowUpRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
        {!active || verificationStatus === "none" ? (
          <Notice tone="info" className="mt-6">
            This profile isn't public yet: only active, verified or mate profiles are listed. Your changes are saved and
            show once it is.
          </Notice>
        ) : null}
        <div className="mt-8 grid gap-6 md:grid-cols-[280px_1fr] md:items-start">
          <PhotoPanel photo={photo} />
          <ProfileForm photoChosen={photo.preview !== null} />
        </div>
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface/90 p-5 md:p-6">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

type PhotoChoice = ReturnType<typeof usePhotoChoice>;

/**
 * The photo the DJ chose and has not saved yet: its preview URL, and the reason a photo was refused (by the
 * browser's size check or by the last save). A save spends the choice: after it succeeds the stored photo
 * shows; after the photo is refused the choice is cleared, so the next save does not send it again.
 */
function usePhotoChoice() {
  const actionData = useActionData<EditResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; fromPick: boolean } | null>(() =>
    actionData?.errors?.image ? { message: actionData.errors.image, fromPick: false } : null,
  );

  function clear() {
    setPreview(null);
    if (inputRef.current) inputRef.current.value = "";
  }
  useEffect(() => {
    const refused = actionData?.errors?.image;
    if (!actionData?.savedAt && !refused) return;
    setPreview(null);
    if (inputRef.current) inputRef.current.value = "";
    setError(refused ? { message: refused, fromPick: false } : null);
  }, [actionData]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    if (!file) return setPreview(null);
    if (file.size > MAX_DJ_IMAGE_BYTES) {
      setError({ message: `That photo is too large. Upload one under ${MAX_DJ_IMAGE_LABEL}.`, fromPick: true });
      event.currentTarget.value = "";
      return setPreview(null);
    }
    setPreview(URL.createObjectURL(file));
  }

  return { inputRef, preview, error, onPick, clear };
}

function PhotoPanel({ photo }: { photo: PhotoChoice }) {
  const { image, imageSrcSet, displayName, values } = useLoaderDataTyped();
  const { preview, error } = photo;
  const saving = useNavigation().state === "submitting" && preview !== null;

  return (
    <section
      aria-labelledby="photo-title"
      className="rounded-2xl border border-border bg-surface/90 p-5 md:sticky md:top-20"
    >
      <h2 id="photo-title" className="font-display text-lg font-bold tracking-tight">
        Photo
      </h2>
      <div className="relative mt-4 aspect-square overflow-hidden rounded-xl border border-border bg-surface-2">
        <img
          src={preview ?? image}
          srcSet={preview ? undefined : (imageSrcSet ?? undefined)}
          sizes="(min-width: 768px) 240px, 90vw"
          alt={displayName}
          width={640}
          height={640}
          data-testid="editor-photo"
          style={{ objectPosition: objectPosition(values.imagePosition) }}
          className={cn("size-full object-cover", saving && "opacity-60")}
        />
        {preview && !saving ? (
          <span className="absolute top-2 left-2 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-fg">
            Not saved yet
          </span>
        ) : null}
        {saving ? (
          <span className="absolute inset-0 grid place-items-center bg-black/40">
            <Loader2 aria-hidden className="size-8 animate-spin text-fg" />
            <span className="sr-only">Saving…</span>
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <label
          htmlFor="dj-photo"
          className="flex cursor-pointer items-center justify-center gap-2 rounded-full border border-dashed border-[#3a3a4a] px-4 py-2.5 text-sm font-medium text-fg hover:border-accent-fg focus-within:outline-2 focus-within:outline-offset-2"
        >
          <Camera aria-hidden className="size-4" />
          {preview ? "Choose another photo" : "Choose a photo"}
          <input
            ref={photo.inputRef}
            id="dj-photo"
            name="image"
            type="file"
            form={PROFILE_FORM_ID}
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={photo.onPick}
            aria-describedby={error ? "dj-photo-hint dj-photo-error" : "dj-photo-hint"}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
        </label>
        <p id="dj-photo-hint" className="text-xs leading-relaxed text-muted">
          {preview ? "Saved with your profile when you press Save profile. " : null}
          JPEG, PNG, WebP or AVIF, up to {MAX_DJ_IMAGE_LABEL}, at least 200 × 200. We crop it square and remove camera
          and location data.
        </p>
        {error ? (
          // The browser's own check alerts here; a refused save already alerts at the top of the form.
          <p id="dj-photo-error" role={error.fromPick ? "alert" : undefined} className="text-sm text-[#fca5a5]">
            {error.message}
          </p>
        ) : null}
        {preview ? (
          <button
            type="button"
            onClick={photo.clear}
            disabled={saving}
            className="inline-flex items-center justify-center gap-1.5 self-center text-sm font-medium text-muted hover:text-fg disabled:opacity-50"
          >
            <Undo2 aria-hidden className="size-4" /> Keep the current photo
          </button>
        ) : null}
      </div>
    </section>
  );
}

function useLoaderDataTyped() {
  return useLoaderData<Route.ComponentProps["loaderData"]>();
}

function ProfileForm({ photoChosen }: { photoChosen: boolean }) {
  const { values: stored, slug } = useLoaderDataTyped();
  const actionData = useActionData<EditResult>();
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
      id={PROFILE_FORM_ID}
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
      <Section id="basics" title="Basics">
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
      </Section>

      <Section
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
      </Section>

      <Section id="media" title="Music and video">
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
      </Section>

      <Section id="links" title="Links" description="Each link must be a secure https link on the platform's own site.">
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
      </Section>

      <Section id="look" title="Look and bookings">
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
      </Section>

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
