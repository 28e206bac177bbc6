import { useEffect, useState } from "react";
import { splitTrackName } from "~/core/radio/radio-player";
import { useRadio } from "~/ui/radio-context";
import { MiniPlayer } from "./mini-player";
import { RadioOverlay } from "./radio-overlay";
import { type Progress, RadioWidget } from "./radio-widget";

/**
 * Everything the player needs once something plays, fetched then (not with the first page): the widget's iframe
 * (kept out of sight: the mini player and overlay are its controls), the mini player, the overlay and the
 * lock-screen controls (Media Session API).
 */
export function RadioHost() {
  const { state, dispatch, attempt } = useRadio();
  const [progress, setProgress] = useState<Progress>({ positionS: 0, durationS: null });
  const track = state.currentTrack;
  const trackId = track?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track starts at zero
  useEffect(() => setProgress({ positionS: 0, durationS: null }), [trackId]);

  useMediaSession();

  const visible = state.showMiniPlayer && track !== null;
  return (
    <>
      {/* Out of sight and out of the tab order: the platform's player UI is replaced by ours. */}
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none fixed bottom-0 left-0 size-px overflow-hidden opacity-0"
      >
        {visible ? (
          <RadioWidget
            key={`${track.id}-${attempt}`}
            track={track}
            onProgress={(p) =>
              setProgress((old) => ({
                positionS: p.positionS >= 0 ? p.positionS : old.positionS,
                durationS: p.durationS ?? old.durationS,
              }))
            }
          />
        ) : null}
      </div>
      {visible ? <MiniPlayer progress={progress} /> : null}
      {visible ? (
        <RadioOverlay
          progress={progress}
          open={state.overlayExpanded}
          onOpenChange={(open) => dispatch({ type: open ? "expandOverlay" : "collapseOverlay" })}
        />
      ) : null}
    </>
  );
}

/** Lock-screen and media-key controls: title, artist, artwork, play/pause, next/previous, stop. */
function useMediaSession() {
  const { state, dispatch, audible } = useRadio();
  const track = state.currentTrack;
  useEffect(() => {
    if (typeof navigator === "undefined" || !("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    if (!track) {
      session.metadata = null;
      return;
    }
    const { artist, title } = splitTrackName(track.name);
    try {
      session.metadata = new MediaMetadata({
        title,
        artist: track.artistName ?? artist ?? "",
        album: "Booth Radio",
        artwork: track.image ? [{ src: new URL(track.image, window.location.href).href, sizes: "512x512" }] : [],
      });
    } catch {
      // Older engines without MediaMetadata: the controls below still work.
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => dispatch({ type: "resume" })],
      ["pause", () => dispatch({ type: "pause" })],
      ["nexttrack", () => dispatch({ type: "next" })],
      ["previoustrack", () => dispatch({ type: "previous" })],
      ["stop", () => dispatch({ type: "stop" })],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Ignored, as above.
        }
      }
    };
  }, [track, dispatch]);

  useEffect(() => {
    if (typeof navigator === "undefined" || !("mediaSession" in navigator)) return;
    navigator.mediaSession.playbackState = !track ? "none" : audible ? "playing" : "paused";
  }, [track, audible]);
}
