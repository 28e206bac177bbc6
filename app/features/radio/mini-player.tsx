import { ChevronUp, X } from "lucide-react";
import { splitTrackName } from "~/core/radio/radio-player";
import { radioStatusLine } from "~/core/radio/radio-widgets";
import { cn } from "~/ui/cn";
import { useRadio } from "~/ui/radio-context";
import type { Progress } from "./radio-widget";
import { TrackArtwork } from "./track-artwork";
import { IconButton, PlayPauseButton, SkipButton } from "./transport-controls";

/**
 * The mini player (spec §2): title, artist, pause or play, stop-and-close, and expand to the overlay. Fixed above
 * the phone tab bar (60 px plus the bottom safe area, spec §9) and at the bottom of the window on wider screens.
 */
export function MiniPlayer({ progress }: { progress: Progress }) {
  const { state, dispatch, status } = useRadio();
  const track = state.currentTrack;
  if (!track) return null;
  const { artist, title } = splitTrackName(track.name);
  const artistName = track.artistName ?? artist ?? "Booth Radio";
  const share = progress.durationS ? Math.min(1, progress.positionS / progress.durationS) : 0;
  const statusLine = radioStatusLine(status, track.link);

  return (
    <section
      aria-label="Radio player"
      data-testid="mini-player"
      className="fixed inset-x-0 bottom-[calc(var(--spacing-nav)+1px+env(safe-area-inset-bottom,0px))] z-40 h-[59px] border-t border-border bg-[#111118]/95 shadow-[0_-12px_32px_-12px_rgba(0,0,0,0.8)] backdrop-blur-xl md:bottom-0 md:h-[72px]"
    >
      <div aria-hidden className="absolute inset-x-0 top-0 h-[2px] bg-white/5">
        <div
          className="h-full bg-accent-gradient transition-[width] duration-300"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <div className="mx-auto flex h-full max-w-[1200px] items-center gap-2 px-2 md:gap-3 md:px-6">
        <button
          type="button"
          onClick={() => dispatch({ type: "expandOverlay" })}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg py-1 pr-2 pl-1 text-left hover:bg-white/5"
        >
          <TrackArtwork track={track} className="size-11 md:size-12" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-fg" data-testid="mini-player-title">
              {title}
            </span>
            <span
              className={cn("block truncate text-xs", statusLine ? "text-[#fca5a5]" : "text-muted")}
              data-testid="mini-player-artist"
            >
              {statusLine ?? artistName}
            </span>
          </span>
          <ChevronUp aria-hidden className="hidden size-4 shrink-0 text-muted md:block" />
          <span className="sr-only">Open the player</span>
        </button>
        <SkipButton direction="previous" size="compact" className="hidden md:grid" />
        <PlayPauseButton size="compact" />
        <SkipButton direction="next" size="compact" />
        <IconButton label="Stop and close" onClick={() => dispatch({ type: "stop" })}>
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
    </section>
  );
}
