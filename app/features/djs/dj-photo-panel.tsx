import { Camera, Loader2, Undo2 } from "lucide-react";
import { useNavigation } from "react-router";
import { MAX_DJ_IMAGE_LABEL } from "~/core/djs/dj-image";
import { cn } from "~/ui/cn";
import { objectPosition } from "~/ui/dj-card";
import { DJ_PROFILE_FORM_ID } from "./dj-profile-editor";
import type { PhotoChoice } from "./use-photo-choice";

/** The editor's photo: the stored one or the chosen preview, and the file input of the profile form. */
export function DjPhotoPanel({
  photo,
  image,
  imageSrcSet,
  displayName,
  imagePosition,
}: {
  photo: PhotoChoice;
  image: string;
  imageSrcSet: string | null;
  displayName: string;
  imagePosition: string;
}) {
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
          style={{ objectPosition: objectPosition(imagePosition) }}
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
            form={DJ_PROFILE_FORM_ID}
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
