import { ArrowDown, ArrowUp, Download, FileText, Trash2 } from "lucide-react";
import {
  fileSizeLabel,
  MAX_LONG_BIO_LENGTH,
  MAX_PHOTO_CREDIT_LENGTH,
  MAX_PRESS_PHOTO_LABEL,
  MAX_PRESS_PHOTOS,
  MAX_QUOTE_LENGTH,
  MAX_QUOTE_SOURCE_LENGTH,
  MAX_RIDER_LABEL,
  type RiderKind,
} from "~/core/press/press-kit";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { PressForm } from "./press-form";

export interface EditorPhoto {
  id: string;
  credit: string;
  width: number;
  height: number;
  bytes: number;
  type: string;
  thumb: string;
  original: string;
}
export interface EditorQuote {
  id: string;
  quote: string;
  source: string;
  link: string | null;
}
export interface EditorRider {
  kind: RiderKind;
  label: string;
  file: { name: string; bytes: number; href: string } | null;
}

/** Where each form posts: the editor itself, or one of the two upload paths, always for the chosen DJ. */
export interface PressKitActions {
  editor: string;
  photos: string;
  riders: string;
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 md:p-6">
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

export function PressVisibility({ actions, linkOnly }: { actions: PressKitActions; linkOnly: boolean }) {
  return (
    <Section
      id="press-visibility"
      title="Who can see it"
      hint={
        linkOnly
          ? "Link-only: the press page, its photos and riders are hidden from the public (you still see them). Personal links for promoters are coming."
          : "Public: anyone with the address can open the press page, and it is linked from your DJ page."
      }
    >
      <PressForm action={actions.editor} label="Press kit visibility">
        {({ busy }) => (
          <>
            <input type="hidden" name="intent" value="link-only" />
            <input type="hidden" name="linkOnly" value={linkOnly ? "off" : "on"} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy} className="self-start">
              {linkOnly ? "Make the press kit public" : "Make the press kit link-only"}
            </Button>
          </>
        )}
      </PressForm>
    </Section>
  );
}

export function PressBios({
  actions,
  shortBioHtml,
  longBio,
  editProfileHref,
}: {
  actions: PressKitActions;
  shortBioHtml: string;
  longBio: string;
  editProfileHref: string;
}) {
  return (
    <Section
      id="press-bios"
      title="Bios"
      hint="The short bio is your DJ page's; the long one is for press and promoters."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium">Short bio</p>
          <div
            className="rounded-xl border border-border bg-surface-2 p-3 text-sm leading-relaxed text-fg/90 [&>*+*]:mt-3"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when saved and again by the loader (allow-list)
            dangerouslySetInnerHTML={{ __html: shortBioHtml || "<p>No short bio yet.</p>" }}
          />
          <a href={editProfileHref} className="text-sm text-accent-fg underline">
            Edit the short bio on your profile
          </a>
        </div>
        <PressForm action={actions.editor} label="Long bio">
          {({ busy, errors }) => (
            <>
              <input type="hidden" name="intent" value="bio" />
              <TextAreaField
                label="Long bio"
                name="longBio"
                defaultValue={longBio}
                error={errors.longBio}
                maxLength={MAX_LONG_BIO_LENGTH}
                rows={10}
                hint="Paragraphs, bold, italics and links are kept; anything else is removed."
              />
              <Button type="submit" size="sm" disabled={busy} className="self-start">
                Save long bio
              </Button>
            </>
          )}
        </PressForm>
      </div>
    </Section>
  );
}

export function PressPhotos({ actions, photos }: { actions: PressKitActions; photos: EditorPhoto[] }) {
  const full = photos.length >= MAX_PRESS_PHOTOS;
  return (
    <Section
      id="press-photos"
      title={`Press photos (${photos.length} of ${MAX_PRESS_PHOTOS})`}
      hint={`Each is kept as uploaded for print (JPEG, PNG, WebP or HEIC, up to ${MAX_PRESS_PHOTO_LABEL}), with web sizes made for the page.`}
    >
      {photos.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-3">
              <img
                src={photo.thumb}
                alt={`Press shot ${index + 1}${photo.credit ? `, by ${photo.credit}` : ""}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <p className="text-xs text-muted">
                {photo.width} × {photo.height} · {fileSizeLabel(photo.bytes)}
              </p>
              <PressForm action={actions.editor} label={`Credit of photo ${index + 1}`}>
                {({ busy, errors }) => (
                  <div className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="credit" />
                    <input type="hidden" name="photoId" value={photo.id} />
                    <div className="min-w-0 flex-1">
                      <Field
                        label={`Credit, photo ${index + 1}`}
                        name="credit"
                        defaultValue={photo.credit}
                        maxLength={MAX_PHOTO_CREDIT_LENGTH}
                        error={errors.credit}
                        className="h-10"
                      />
                    </div>
                    <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                      Save
                    </Button>
                  </div>
                )}
              </PressForm>
              <div className="flex flex-wrap items-center gap-1">
                <PhotoButton
                  actions={actions}
                  photoId={photo.id}
                  intent="move-photo"
                  direction="up"
                  disabled={index === 0}
                >
                  <ArrowUp aria-hidden className="size-4" /> <span className="sr-only">Move photo {index + 1} up</span>
                </PhotoButton>
                <PhotoButton
                  actions={actions}
                  photoId={photo.id}
                  intent="move-photo"
                  direction="down"
                  disabled={index === photos.length - 1}
                >
                  <ArrowDown aria-hidden className="size-4" />{" "}
                  <span className="sr-only">Move photo {index + 1} down</span>
                </PhotoButton>
                <a
                  href={photo.original}
                  download
                  className="inline-flex h-9 items-center gap-1 px-2 text-sm text-accent-fg"
                >
                  <Download aria-hidden className="size-4" /> Original
                </a>
                <PhotoButton actions={actions} photoId={photo.id} intent="remove-photo">
                  <Trash2 aria-hidden className="size-4" /> Remove
                  <span className="sr-only"> photo {index + 1}</span>
                </PhotoButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">The press kit is full. Remove a photo to add another.</p>
      ) : (
        <PressForm action={actions.photos} upload label="Add a press photo">
          {({ busy, errors }) => (
            <>
              <div className="grid gap-3 md:grid-cols-2">
                <Field
                  label="Photo"
                  name="photo"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/heic,.heic"
                  required
                  error={errors.photo}
                  className="h-auto py-2"
                />
                <Field
                  label="Credit"
                  name="credit"
                  maxLength={MAX_PHOTO_CREDIT_LENGTH}
                  error={errors.credit}
                  hint="Who took it (optional)."
                />
              </div>
              <Button type="submit" size="sm" disabled={busy} className="self-start">
                {busy ? "Uploading…" : "Add photo"}
              </Button>
            </>
          )}
        </PressForm>
      )}
    </Section>
  );
}

function PhotoButton({
  actions,
  photoId,
  intent,
  direction,
  disabled,
  children,
}: {
  actions: PressKitActions;
  photoId: string;
  intent: "move-photo" | "remove-photo";
  direction?: "up" | "down";
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <PressForm action={actions.editor} label={intent === "remove-photo" ? "Remove photo" : "Move photo"}>
      {({ busy }) => (
        <>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="photoId" value={photoId} />
          {direction ? <input type="hidden" name="direction" value={direction} /> : null}
          <Button type="submit" variant="ghost" size="sm" disabled={busy || disabled}>
            {children}
          </Button>
        </>
      )}
    </PressForm>
  );
}

export function PressQuotes({ actions, quotes }: { actions: PressKitActions; quotes: EditorQuote[] }) {
  return (
    <Section id="press-quotes" title="Press quotes" hint="What was written about you, by whom and where.">
      {quotes.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {quotes.map((q) => (
            <li
              key={q.id}
              className="flex items-start justify-between gap-3 rounded-xl border border-border bg-surface-2 p-3"
            >
              <blockquote className="min-w-0">
                <p className="italic">“{q.quote}”</p>
                <footer className="mt-1 text-sm text-muted">
                  —{" "}
                  {q.link ? (
                    <a href={q.link} rel="noopener noreferrer nofollow" className="underline">
                      {q.source}
                    </a>
                  ) : (
                    q.source
                  )}
                </footer>
              </blockquote>
              <PressForm action={actions.editor} label="Remove quote">
                {({ busy }) => (
                  <>
                    <input type="hidden" name="intent" value="remove-quote" />
                    <input type="hidden" name="quoteId" value={q.id} />
                    <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                      <Trash2 aria-hidden className="size-4" />{" "}
                      <span className="sr-only">Remove the quote from {q.source}</span>
                    </Button>
                  </>
                )}
              </PressForm>
            </li>
          ))}
        </ul>
      ) : null}
      <PressForm action={actions.editor} label="Add a quote">
        {({ busy, errors }) => (
          <>
            <input type="hidden" name="intent" value="quote" />
            <TextAreaField
              label="Quote"
              name="quote"
              error={errors.quote}
              rows={3}
              hint={`Up to ${MAX_QUOTE_LENGTH} characters.`}
            />
            <div className="grid gap-3 md:grid-cols-2">
              <Field label="Source" name="source" error={errors.source} maxLength={MAX_QUOTE_SOURCE_LENGTH} />
              <Field
                label="Link"
                name="link"
                type="url"
                inputMode="url"
                error={errors.link}
                hint="http:// or https:// (optional)."
              />
            </div>
            <Button type="submit" size="sm" disabled={busy} className="self-start">
              Add quote
            </Button>
          </>
        )}
      </PressForm>
    </Section>
  );
}

export function PressRiders({ actions, riders }: { actions: PressKitActions; riders: EditorRider[] }) {
  return (
    <Section
      id="press-riders"
      title="Riders"
      hint={`PDF, up to ${MAX_RIDER_LABEL}. Password-protected PDFs and PDFs with scripts, actions or attachments are refused.`}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {riders.map((rider) => (
          <div key={rider.kind} className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-3">
            <h3 className="font-semibold">{rider.label}</h3>
            {rider.file ? (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <FileText aria-hidden className="size-4 text-muted" />
                <a href={rider.file.href} download className="underline">
                  {rider.file.name}
                </a>
                <span className="text-muted">{fileSizeLabel(rider.file.bytes)}</span>
                <PressForm action={actions.editor} label={`Remove the ${rider.label.toLowerCase()}`}>
                  {({ busy }) => (
                    <>
                      <input type="hidden" name="intent" value="remove-rider" />
                      <input type="hidden" name="kind" value={rider.kind} />
                      <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                        <Trash2 aria-hidden className="size-4" /> Remove
                      </Button>
                    </>
                  )}
                </PressForm>
              </div>
            ) : (
              <p className="text-sm text-muted">None yet.</p>
            )}
            <PressForm action={actions.riders} upload label={`Upload the ${rider.label.toLowerCase()}`}>
              {({ busy, errors }) => (
                <>
                  <input type="hidden" name="kind" value={rider.kind} />
                  <Field
                    label={rider.file ? `Replace the ${rider.label.toLowerCase()}` : `${rider.label} (PDF)`}
                    name="rider"
                    type="file"
                    accept="application/pdf,.pdf"
                    required
                    error={errors[`rider-${rider.kind}`]}
                    className="h-auto py-2"
                  />
                  <Button type="submit" variant="secondary" size="sm" disabled={busy} className="self-start">
                    {busy ? "Checking…" : `Upload ${rider.label.toLowerCase()}`}
                  </Button>
                </>
              )}
            </PressForm>
          </div>
        ))}
      </div>
    </Section>
  );
}
