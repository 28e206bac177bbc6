import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, Square } from "lucide-react";
import { Link } from "react-router";
import { formatPlayTime, splitTrackName } from "~/core/radio/radio-player";
import { radioStatusMessage } from "~/core/radio/radio-widgets";
import { useRadio } from "~/ui/radio-context";
import { NowPlayingFollow } from "./now-playing-follow";
import { RadioQueue } from "./radio-queue";
import type { Progress } from "./radio-widget";
import { TrackArtwork } from "./track-artwork";
import { IconButton, PlayPauseButton, SkipButton } from "./transport-controls";

/**
 * The radio overlay (spec §4: expand, collapse, toggle): full screen on phones, a panel on wider screens; large
 * artwork, progress, the controls, the queue and the DJ's link. Escape closes it (Radix returns focus).
 */
export function RadioOverlay({
  progress,
  open,
  onOpenChange,
}: {
  progress: Progress;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { state, dispatch, status, playFrom, audible } = useRadio();
  const track = state.currentTrack;
  if (!track) return null;
  const { artist, title } = splitTrackName(track.name);
  const share = progress.durationS ? Math.min(1, progress.positionS / progress.durationS) : 0;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] hidden bg-black/50 md:block" />
        <Dialog.Content
          data-testid="radio-overlay"
          aria-describedby={undefined}
          className="fixed inset-0 z-[61] flex flex-col overflow-y-auto bg-bg md:inset-auto md:right-6 md:bottom-[88px] md:max-h-[min(760px,calc(100vh-120px))] md:w-[420px] md:rounded-2xl md:border md:border-border md:shadow-2xl"
        >
          <div className="relative isolate">
            {track.image ? (
              <img
                src={track.image}
                alt=""
                className="absolute inset-0 -z-10 size-full scale-125 object-cover opacity-40 blur-3xl"
              />
            ) : null}
            <div className="absolute inset-0 -z-10 bg-gradient-to-b from-transparent via-bg/40 to-bg" />
            <div className="flex items-center justify-between px-3 pt-[max(env(safe-area-inset-top),12px)] pb-2">
              <Dialog.Close className="grid size-11 place-items-center rounded-full text-fg hover:bg-white/10">
                <ChevronDown aria-hidden className="size-6" />
                <span className="sr-only">Close player</span>
              </Dialog.Close>
              <Dialog.Title className="text-xs font-semibold tracking-[0.18em] text-fg/80 uppercase">
                Booth Radio
              </Dialog.Title>
              <span className="size-11" />
            </div>
            <div className="px-8 pt-2 pb-4 md:px-10">
              <TrackArtwork
                track={track}
                className="mx-auto w-full max-w-[320px] rounded-2xl shadow-2xl md:max-w-[260px]"
              />
            </div>
          </div>
          <div className="px-6 md:px-8">
            <p className="truncate font-display text-2xl font-bold text-fg">{title}</p>
            {track.artistSlug ? (
              <Link
                to={`/dj/${track.artistSlug}`}
                onClick={() => onOpenChange(false)}
                className="mt-0.5 inline-block truncate text-sm text-accent-fg hover:underline"
              >
                {track.artistName ?? artist}
              </Link>
            ) : (
              <p className="mt-0.5 truncate text-sm text-muted">{artist ?? "Booth Radio"}</p>
            )}
            {track.artistSlug ? (
              <NowPlayingFollow
                slug={track.artistSlug}
                displayName={track.artistName ?? artist ?? track.artistSlug}
                className="mt-3"
              />
            ) : null}
            {radioStatusMessage(status, track.link) ? (
              <p
                role="status"
                className="mt-3 rounded-lg border border-[#991b1b] bg-[#3b0f0f] px-3 py-2 text-sm text-[#fca5a5]"
              >
                {radioStatusMessage(status, track.link)}
              </p>
            ) : null}
            <div className="mt-5">
              <div
                role="progressbar"
                aria-label="Track progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
                className="h-1 overflow-hidden rounded-full bg-white/10"
              >
                <div className="h-full bg-accent-gradient" style={{ width: `${share * 100}%` }} />
              </div>
              <div className="mt-1.5 flex justify-between text-[11px] text-muted tabular">
                <span>{formatPlayTime(progress.positionS)}</span>
                <span>{progress.durationS ? formatPlayTime(progress.durationS) : "--:--"}</span>
              </div>
            </div>
            <div className="mt-3 flex items-center justify-center gap-4">
              <IconButton label="Stop and close" onClick={() => dispatch({ type: "stop" })}>
                <Square aria-hidden className="size-4 fill-current" />
              </IconButton>
              <SkipButton direction="previous" size="large" />
              <PlayPauseButton size="large" />
              <SkipButton direction="next" size="large" />
              <span className="size-11" />
            </div>
          </div>
          {state.playlist.length > 1 ? (
            <div className="mt-6 border-t border-border px-4 pt-4 pb-[max(env(safe-area-inset-bottom),16px)]">
              <h2 className="px-2 pb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">Up next</h2>
              <RadioQueue
                tracks={state.playlist}
                currentId={track.id}
                isPlaying={audible}
                onPlay={(index) => playFrom(state.playlist, index)}
              />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
