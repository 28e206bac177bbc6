import { useEffect, useRef } from "react";
import { track as trackAnalytics } from "~/core/analytics/analytics";
import type { RadioTrack } from "~/core/radio/radio-player";
import {
  radioWidgetUrl,
  WIDGET_FAILURE_SKIP_MS,
  WIDGET_SETUP_DELAY_MS,
  WIDGET_UNREACHABLE_MS,
} from "~/core/radio/radio-widgets";
import { trackDjActivity } from "~/ui/activity-beacons";
import { useRadio } from "~/ui/radio-context";
import { WIDGET_ADAPTERS, type WidgetEvent } from "./widget-protocols";

export interface Progress {
  positionS: number;
  durationS: number | null;
}

/** A jump larger than this between two progress reports is a seek, not listening. */
const MAX_PROGRESS_STEP_S = 5;

/**
 * The audio platform's widget for the current track: an iframe with autoplay (spec §7), set up 1.5 s after it is
 * inserted (spec §9), driven by postMessage. Mounted once per track (keyed by it) inside the shell's player, so a
 * page change never reloads it. Records the listen (dj_radio_plays, seconds actually heard) when the track is
 * stopped, finishes or is skipped, and the radio play/stop analytics events.
 */
export function RadioWidget({ track, onProgress }: { track: RadioTrack; onProgress: (p: Progress) => void }) {
  const { state, dispatch, setStatus, setWidgetPlaying, noteTrackReady, noteTrackFailed, soundcloudWidgetUrl } =
    useRadio();
  const frame = useRef<HTMLIFrameElement>(null);
  const setUp = useRef(false);
  const playing = useRef(state.isPlaying);
  playing.current = state.isPlaying;
  const widget =
    typeof window === "undefined"
      ? null
      : radioWidgetUrl(track.link, { soundcloudWidgetUrl, origin: window.location.origin });
  const adapter = widget ? WIDGET_ADAPTERS[widget.provider] : null;

  const send = (message: unknown) => {
    if (!widget || !adapter) return;
    frame.current?.contentWindow?.postMessage(adapter.encode(message), widget.targetOrigin);
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  const handleRef = useRef<((event: WidgetEvent) => void) | null>(null);

  // One lifecycle per track: setup after the delay, readiness timeout, listen accounting, failure → skip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one lifecycle per mounted track (the key)
  useEffect(() => {
    let listened = 0;
    let last: number | null = null;
    let failedTimer: number | undefined;
    let recorded = false;
    setStatus("loading");
    // Nothing shows as playing until this track's widget says it plays.
    setWidgetPlaying(false);

    let stopped = false;
    const fail = () => {
      if (failedTimer !== undefined || stopped) return;
      // Several tracks in a row could not play: the platform is out of reach. Stop and say so, rather than skip
      // round the queue for ever looking as if something played.
      if (noteTrackFailed()) {
        stopped = true;
        setStatus("unavailable");
        dispatch({ type: "pause" });
        return;
      }
      setStatus("failed");
      failedTimer = window.setTimeout(() => dispatch({ type: "next" }), WIDGET_FAILURE_SKIP_MS);
    };
    if (!widget || !adapter) {
      fail();
      return () => window.clearTimeout(failedTimer);
    }
    if (typeof navigator !== "undefined" && navigator.onLine === false) fail();

    let ready = false;
    let unreachable = false;
    // Not a word from the widget: its platform cannot be reached (blocked, down, offline). Trying the next track would
    // only wait as long again, so the radio stops and says so once; play tries again with a fresh widget.
    const readyTimer = window.setTimeout(() => {
      if (ready || stopped || failedTimer !== undefined) return;
      unreachable = true;
      setStatus("unreachable");
      dispatch({ type: "pause" });
    }, WIDGET_UNREACHABLE_MS);
    const onReady = () => {
      // A track already given up on (it failed; the skip is on its way) does not count as playing after all.
      if (ready || failedTimer !== undefined || stopped) return;
      ready = true;
      window.clearTimeout(readyTimer);
      noteTrackReady();
      setStatus("ready");
      // A widget that answers after all (a slow network) takes the message away and plays what was asked for.
      if (unreachable) dispatch({ type: "resume" });
      trackAnalytics("radio_play", { dj_slug: track.artistSlug, track: track.name });
    };

    const handle = (event: WidgetEvent) => {
      switch (event.type) {
        case "ready":
          onReady();
          break;
        case "play":
          onReady();
          setWidgetPlaying(true);
          if (!playing.current) dispatch({ type: "resume" });
          break;
        case "pause":
          setWidgetPlaying(false);
          if (playing.current) dispatch({ type: "pause" });
          break;
        case "finish":
          setWidgetPlaying(false);
          dispatch({ type: "trackEnded" });
          break;
        case "error":
          setWidgetPlaying(false);
          fail();
          break;
        case "progress": {
          if (event.positionS >= 0) {
            onReady();
            if (last !== null) {
              const step = event.positionS - last;
              if (step > 0 && step <= MAX_PROGRESS_STEP_S) listened += step;
              // The position moves: it plays (a widget that started on autoplay sends no play event).
              if (step > 0) setWidgetPlaying(true);
            }
            last = event.positionS;
          }
          onProgress({ positionS: Math.max(event.positionS, last ?? 0), durationS: event.durationS });
          break;
        }
      }
    };
    handleRef.current = handle;
    const onMessage = (message: MessageEvent) => {
      if (!frame.current || message.source !== frame.current.contentWindow) return;
      for (const event of adapter.read(message.data)) handle(event);
    };
    window.addEventListener("message", onMessage);

    const setupTimer = window.setTimeout(() => {
      setUp.current = true;
      for (const message of adapter.setup()) sendRef.current(message);
      sendRef.current(playing.current ? adapter.play() : adapter.pause());
    }, WIDGET_SETUP_DELAY_MS);

    const record = () => {
      if (recorded) return;
      recorded = true;
      const seconds = Math.round(listened);
      trackAnalytics("radio_stop", { dj_slug: track.artistSlug, track: track.name, duration_seconds: seconds });
      if (track.artistSlug && seconds >= 1) {
        trackDjActivity({ kind: "radio_play", slug: track.artistSlug, durationSeconds: seconds });
      }
    };
    // A closed tab is a stop too.
    window.addEventListener("pagehide", record);

    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("pagehide", record);
      window.clearTimeout(readyTimer);
      window.clearTimeout(setupTimer);
      window.clearTimeout(failedTimer);
      setUp.current = false;
      handleRef.current = null;
      setWidgetPlaying(false);
      record();
    };
  }, []);

  // Our play/pause reach the widget once it is set up (before that, the setup sends the current one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the playing flag is sent
  useEffect(() => {
    if (!setUp.current || !adapter) return;
    send(state.isPlaying ? adapter.play() : adapter.pause());
  }, [state.isPlaying]);

  if (!widget) return null;
  return (
    <iframe
      ref={frame}
      src={widget.src}
      title={`${track.name} — radio widget`}
      allow="autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={-1}
      data-testid="radio-widget"
      data-provider={widget.provider}
      onLoad={() => {
        if (adapter?.readyOnLoad) handleRef.current?.({ type: "ready" });
      }}
      className="size-full border-0"
    />
  );
}
