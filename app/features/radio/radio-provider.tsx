import { lazy, type ReactNode, Suspense, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { initialRadioState, radioReducer, shownAsPlaying } from "~/core/radio/radio-player";
import { radioShouldStop } from "~/core/radio/radio-widgets";
import { RadioContext, type RadioContextValue, type WidgetStatus } from "~/ui/radio-context";

// The widget host, mini player and overlay are fetched the first time something plays (decision 015: code after
// first paint): a visitor who never presses play never downloads the player.
const RadioHost = lazy(() => import("./radio-host").then((m) => ({ default: m.RadioHost })));

/**
 * The one radio player of the product, mounted in the app shell so playback survives client-side
 * navigation: the widget's iframe lives here, outside every route, and is never re-created by a page change.
 */
export function RadioProvider({
  radioEnabled,
  soundcloudWidgetUrl,
  children,
}: {
  radioEnabled: boolean;
  soundcloudWidgetUrl: string;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(radioReducer, radioEnabled, initialRadioState);
  const [status, setStatus] = useState<WidgetStatus>("idle");
  const [widgetPlaying, setWidgetPlaying] = useState(false);
  const failuresInRow = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const [hostWanted, setHostWanted] = useState(false);
  if (state.currentTrack && state.showMiniPlayer && !hostWanted) setHostWanted(true);

  // Play pressed after the radio stopped: try again from the current track, with a fresh widget.
  useEffect(() => {
    if (!state.isPlaying || (status !== "unavailable" && status !== "unreachable")) return;
    failuresInRow.current = 0;
    setStatus("loading");
    setAttempt((n) => n + 1);
  }, [state.isPlaying, status]);

  // Spec §4: radio enabled follows the flag.
  useEffect(() => dispatch({ type: "setRadioEnabled", enabled: radioEnabled }), [radioEnabled]);

  // Spec §9: the page is padded by the tab bar plus the mini player while it shows (app.css reads this).
  useEffect(() => {
    const root = document.documentElement;
    if (state.showMiniPlayer) root.dataset.miniPlayer = "true";
    else delete root.dataset.miniPlayer;
  }, [state.showMiniPlayer]);

  const value = useMemo<RadioContextValue>(
    () => ({
      state,
      dispatch,
      status,
      setStatus,
      audible: shownAsPlaying(state, widgetPlaying),
      setWidgetPlaying,
      noteTrackReady: () => {
        failuresInRow.current = 0;
      },
      noteTrackFailed: () => {
        failuresInRow.current += 1;
        return radioShouldStop(failuresInRow.current, state.playlist.length);
      },
      attempt,
      soundcloudWidgetUrl,
      playFrom: (tracks, startIndex) => {
        // The track already on air: its row toggles pause and play instead of starting it again.
        if (state.showMiniPlayer && state.currentTrack && tracks[startIndex]?.id === state.currentTrack.id) {
          dispatch({ type: shownAsPlaying(state, widgetPlaying) ? "pause" : "resume" });
        } else dispatch({ type: "loadAndPlay", tracks, startIndex });
      },
    }),
    [state, status, widgetPlaying, attempt, soundcloudWidgetUrl],
  );

  return (
    <RadioContext.Provider value={value}>
      {children}
      {hostWanted && state.radioEnabled ? (
        <Suspense fallback={null}>
          <RadioHost />
        </Suspense>
      ) : null}
    </RadioContext.Provider>
  );
}
