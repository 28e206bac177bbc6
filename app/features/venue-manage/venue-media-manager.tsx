import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { galleryImageSources } from "~/core/venues/gallery-image-sources";
import { VENUE_CAPTION_MAX, VENUE_GALLERY_MAX } from "~/core/venues/venue-ops";
import { Notice } from "~/ui/notice";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

export interface VenueMediaManagerItem {
  id: string;
  imageUrl: string;
  caption: string | null;
}

const smallButton =
  "inline-flex size-9 items-center justify-center rounded-full border border-border bg-surface-2 text-fg hover:bg-[#2a2a38] disabled:opacity-40";

/** The upload form of the Media tab: a file and an optional caption, posted as multipart (works without JS). */
export function VenueMediaUpload({ count, error, busy }: { count: number; error?: string | null; busy: boolean }) {
  const full = count >= VENUE_GALLERY_MAX;
  return (
    <div className="flex flex-col gap-2">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/90 p-4 md:flex-row md:items-end md:p-5"
      >
        <input type="hidden" name="intent" value="upload" />
        <label className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-sm font-medium text-fg">Image</span>
          <input
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            disabled={full}
            aria-describedby="gallery-hint"
            className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg file:mr-3 file:rounded-full file:border-0 file:bg-fg file:px-3 file:py-1 file:text-sm file:font-semibold file:text-bg"
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-sm font-medium text-fg">Caption (optional)</span>
          <input
            name="caption"
            maxLength={VENUE_CAPTION_MAX}
            disabled={full}
            placeholder="Main room, Saturday peak time"
            className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-fg placeholder:text-muted"
          />
        </label>
        <button
          type="submit"
          disabled={full || busy}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-accent to-accent-2 px-5 text-sm font-semibold text-white disabled:opacity-50"
        >
          <ImagePlus aria-hidden className="size-4" /> {busy ? "Uploading…" : "Upload"}
        </button>
      </Form>
      <p id="gallery-hint" className="text-xs text-muted">
        {full
          ? `The gallery is full (${VENUE_GALLERY_MAX} images). Delete one to add another.`
          : `JPEG, PNG, WebP or AVIF up to 8 MB · ${count} of ${VENUE_GALLERY_MAX} images`}
      </p>
    </div>
  );
}

/** The gallery as its managers see it: each image with its caption form, move up/down and delete (confirmed). */
export function VenueMediaGrid({
  items,
  action,
}: {
  items: readonly VenueMediaManagerItem[];
  action: ConfirmedFetcher;
}) {
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-grid">
      {items.map((item, index) => {
        const sources = galleryImageSources(item.imageUrl);
        return (
          <li
            key={item.id}
            data-testid="media-item"
            className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface/90"
          >
            <img
              src={sources.src}
              srcSet={sources.srcSet}
              sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
              alt={item.caption ?? `Gallery image ${index + 1}`}
              loading="lazy"
              className="aspect-[4/3] w-full bg-surface-2 object-cover"
            />
            <div className="flex flex-col gap-2 p-3">
              <form method="post" onSubmit={action.submit()} className="flex gap-2">
                <input type="hidden" name="intent" value="caption" />
                <input type="hidden" name="mediaId" value={item.id} />
                <label className="sr-only" htmlFor={`caption-${item.id}`}>
                  Caption of image {index + 1}
                </label>
                <input
                  id={`caption-${item.id}`}
                  name="caption"
                  defaultValue={item.caption ?? ""}
                  maxLength={VENUE_CAPTION_MAX}
                  placeholder="Add a caption"
                  className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-3 text-sm text-fg placeholder:text-muted"
                />
                <button
                  type="submit"
                  className="h-9 shrink-0 rounded-lg bg-surface-2 px-3 text-sm font-semibold hover:bg-[#2a2a38]"
                >
                  Save
                </button>
              </form>
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs text-muted tabular-nums">
                  {index + 1} of {items.length}
                </span>
                <div className="flex gap-1.5">
                  {(["up", "down"] as const).map((direction) => (
                    <form key={direction} method="post" onSubmit={action.submit()}>
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="mediaId" value={item.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        className={smallButton}
                        disabled={direction === "up" ? index === 0 : index === items.length - 1}
                        aria-label={`Move image ${index + 1} ${direction === "up" ? "earlier" : "later"}`}
                      >
                        {direction === "up" ? (
                          <ArrowUp aria-hidden className="size-4" />
                        ) : (
                          <ArrowDown aria-hidden className="size-4" />
                        )}
                      </button>
                    </form>
                  ))}
                  <form
                    method="post"
                    onSubmit={action.submit({
                      title: "Delete this image?",
                      message: "It leaves the gallery on your public page at once. This cannot be undone.",
                      confirmLabel: "Delete image",
                      type: "danger",
                    })}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="mediaId" value={item.id} />
                    <button
                      type="submit"
                      className={`${smallButton} text-danger`}
                      aria-label={`Delete image ${index + 1}`}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </form>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
