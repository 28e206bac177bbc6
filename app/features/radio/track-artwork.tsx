import type { RadioTrack } from "~/core/radio/radio-player";
import { initialsOf } from "~/core/text/initials";
import { cn } from "~/ui/cn";

/** The DJ's photo as the track's artwork, or their initials on the brand gradient when there is none. */
export function TrackArtwork({ track, className }: { track: RadioTrack; className?: string }) {
  if (track.image) {
    return (
      <img
        src={track.image}
        alt=""
        decoding="async"
        className={cn("aspect-square shrink-0 rounded-lg bg-surface-2 object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        "grid aspect-square shrink-0 place-items-center rounded-lg bg-accent-gradient font-display font-bold text-white",
        className,
      )}
    >
      {initialsOf(track.artistName ?? track.name)}
    </span>
  );
}
