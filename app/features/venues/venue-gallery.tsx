import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { galleryImageSources } from "~/core/venues/gallery-image-sources";

export interface VenueGalleryItem {
  id: string;
  imageUrl: string;
  caption: string | null;
}

const navButton =
  "grid size-11 place-items-center rounded-full bg-black/60 text-white backdrop-blur hover:bg-black/80 disabled:opacity-30";

/**
 * The gallery on a venue page: a grid of lazy images, each a button that opens a lightbox; in the
 * lightbox the arrow keys (and buttons) step through the images and Escape closes it, focus returning to the tile.
 */
export function VenueGallery({ venueName, items }: { venueName: string; items: readonly VenueGalleryItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  // The tile that opened the lightbox gets focus back on close (the lightbox has no Radix Trigger).
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef(0);
  if (items.length === 0) return null;
  const current = open === null ? null : items[open];
  const step = (delta: number) => setOpen((i) => (i === null ? i : Math.min(items.length - 1, Math.max(0, i + delta))));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  };
  const altOf = (item: VenueGalleryItem, i: number) => item.caption ?? `${venueName}, photo ${i + 1}`;
  return (
    <section aria-labelledby="venue-gallery-heading" data-testid="venue-gallery">
      <h2 id="venue-gallery-heading" className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Gallery
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {items.map((item, i) => {
          const sources = galleryImageSources(item.imageUrl);
          return (
            <li key={item.id} className={i === 0 && items.length > 2 ? "col-span-2 row-span-2" : undefined}>
              <button
                type="button"
                ref={(el) => {
                  tiles.current[i] = el;
                }}
                onClick={() => {
                  openedFrom.current = i;
                  setOpen(i);
                }}
                className="group block h-full w-full overflow-hidden rounded-xl border border-border bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent-fg"
                aria-label={`Open photo ${i + 1} of ${items.length}${item.caption ? `: ${item.caption}` : ""}`}
              >
                <img
                  src={sources.src}
                  srcSet={sources.srcSet}
                  sizes={i === 0 ? "(min-width: 768px) 600px, 100vw" : "(min-width: 768px) 300px, 50vw"}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog.Root open={current !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/90" />
          <Dialog.Content
            onKeyDown={onKey}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              tiles.current[openedFrom.current]?.focus();
            }}
            className="fixed inset-0 z-[81] flex flex-col items-center justify-center gap-3 p-4 md:p-10"
            data-testid="gallery-lightbox"
          >
            <Dialog.Title className="sr-only">
              {venueName} gallery, photo {(open ?? 0) + 1} of {items.length}
            </Dialog.Title>
            <Dialog.Description className="sr-only">Use the arrow keys to move between photos.</Dialog.Description>
            {current && open !== null ? (
              <>
                <img
                  src={galleryImageSources(current.imageUrl).full}
                  alt={altOf(current, open)}
                  className="max-h-[78vh] max-w-full rounded-xl object-contain"
                />
                <p className="min-h-5 text-center text-sm text-white/85">
                  {current.caption ?? ""}
                  <span className="ml-2 text-white/60 tabular-nums">
                    {open + 1} / {items.length}
                  </span>
                </p>
                <div className="flex gap-3">
                  <button
                    type="button"
                    className={navButton}
                    onClick={() => step(-1)}
                    disabled={open === 0}
                    aria-label="Previous photo"
                  >
                    <ChevronLeft aria-hidden className="size-6" />
                  </button>
                  <button
                    type="button"
                    className={navButton}
                    onClick={() => step(1)}
                    disabled={open === items.length - 1}
                    aria-label="Next photo"
                  >
                    <ChevronRight aria-hidden className="size-6" />
                  </button>
                </div>
              </>
            ) : null}
            <Dialog.Close className={`${navButton} absolute top-4 right-4`} aria-label="Close gallery">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
