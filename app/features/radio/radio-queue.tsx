import { Pause, Play } from "lucide-react";
import { type RadioTrack, splitTrackName } from "~/core/radio/radio-player";
import { radioProviderFor } from "~/core/radio/radio-widgets";
import { cn } from "~/ui/cn";
import { TrackArtwork } from "./track-artwork";

/** The queue: every track with its DJ, the current one marked; pressing a row plays from there. */
export function RadioQueue({
  tracks,
  currentId,
  isPlaying,
  onPlay,
  label = "Queue",
  className,
}: {
  tracks: RadioTrack[];
  currentId: string | null;
  isPlaying: boolean;
  onPlay: (index: number) => void;
  label?: string;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn("flex flex-col", className)}>
      {tracks.map((track, index) => {
        const { artist, title } = splitTrackName(track.name);
        const current = track.id === currentId;
        return (
          <li key={track.id}>
            <button
              type="button"
              onClick={() => onPlay(index)}
              aria-current={current ? "true" : undefined}
              data-provider={radioProviderFor(track.link) ?? undefined}
              className={cn(
                "group flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left transition-colors hover:bg-surface-2",
                current && "bg-surface-2/80",
              )}
            >
              <span className="w-6 shrink-0 text-center text-xs text-muted tabular">
                {current && isPlaying ? <EqualizerBars /> : index + 1}
              </span>
              <span className="relative shrink-0">
                <TrackArtwork track={track} className="size-11" />
                <span className="absolute inset-0 grid place-items-center rounded-lg bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100">
                  {current && isPlaying ? (
                    <Pause aria-hidden className="size-4 fill-current" />
                  ) : (
                    <Play aria-hidden className="size-4 fill-current" />
                  )}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className={cn("block truncate text-sm font-semibold", current ? "text-accent-fg" : "text-fg")}>
                  {title}
                </span>
                <span className="block truncate text-xs text-muted">{track.artistName ?? artist ?? "Booth Radio"}</span>
              </span>
              <span className="sr-only">{current ? (isPlaying ? ", playing" : ", paused") : ", play"}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Three bars that dance while the track plays (still under reduced motion). */
export function EqualizerBars({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn("inline-flex h-3.5 items-end justify-center gap-[2px]", className)}>
      <span className="radio-eq-bar h-full w-[3px] rounded-sm bg-accent-fg" />
      <span className="radio-eq-bar h-full w-[3px] rounded-sm bg-accent-fg [animation-delay:-0.4s]" />
      <span className="radio-eq-bar h-full w-[3px] rounded-sm bg-accent-fg [animation-delay:-0.8s]" />
    </span>
  );
}
