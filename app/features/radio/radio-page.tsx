import { Pause, Play, Radio as RadioIcon, Shuffle, SkipBack, SkipForward } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { type RadioTrack, splitTrackName } from "~/core/radio/radio-player";
import { radioStatusMessage } from "~/core/radio/radio-widgets";
import { useRadio } from "~/ui/radio-context";
import { NowPlayingFollow } from "./now-playing-follow";
import { EqualizerBars, RadioQueue } from "./radio-queue";
import { TrackArtwork } from "./track-artwork";

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

/** /radio: the now-playing card and today's queue, driving the shell's one player. */
export function RadioPage({ tracks, day }: { tracks: RadioTrack[]; day: string }) {
  const { state, dispatch, status, playFrom, audible } = useRadio();

  // Spec §4 "load playlist": the day's queue is loaded paused, mini player hidden, unless something already plays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page
  useEffect(() => {
    if (!state.showMiniPlayer && tracks.length > 0) dispatch({ type: "loadPlaylist", tracks, startIndex: 0 });
  }, []);

  const active = state.showMiniPlayer && state.currentTrack !== null;
  const shown = (active ? state.currentTrack : null) ?? tracks[0] ?? null;
  const shownIndex = shown ? tracks.findIndex((t) => t.id === shown.id) : -1;

  const toggle = () => {
    if (active) dispatch({ type: audible ? "pause" : "resume" });
    else playFrom(tracks, Math.max(0, shownIndex));
  };
  const step = (type: "next" | "previous") => {
    if (active) dispatch({ type });
    else {
      const n = tracks.length;
      const start = Math.max(0, shownIndex);
      playFrom(tracks, type === "next" ? (start + 1) % n : (start - 1 + n) % n);
    }
  };

  // Space toggles play/pause on this page (not while typing or on a focused control, which has its own).
  const toggleRef = { current: toggle };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, button, a, [contenteditable=true], [role=dialog]")) return;
      event.preventDefault();
      toggleRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  // Shown as playing only once the widget says it plays (not while it loads, nor when its platform is out of reach).
  const playing = active && audible;
  const statusMessage = active && shown ? radioStatusMessage(status, shown.link) : null;
  const { artist, title } = shown ? splitTrackName(shown.name) : { artist: null, title: "" };

  return (
    <div className="pb-16">
      <section aria-labelledby="radio-heading" className="relative isolate overflow-hidden border-b border-border">
        {shown?.image ? (
          <img
            src={shown.image}
            alt=""
            className="absolute inset-0 -z-20 size-full scale-110 object-cover opacity-35 blur-2xl"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-bg/30 via-bg/70 to-bg" />
        <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-8 md:px-6 md:pt-12 md:pb-12">
          <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
            <RadioIcon aria-hidden className="size-4" /> Non-stop, from the booth
          </p>
          <h1 id="radio-heading" className="mt-1 font-display text-[32px] leading-tight font-extrabold md:text-6xl">
            Booth Radio
          </h1>
          {shown ? (
            <article
              aria-label="Now playing"
              data-testid="now-playing"
              className="mt-6 flex flex-col gap-5 md:mt-8 md:flex-row md:items-end md:gap-8"
            >
              <TrackArtwork
                track={shown}
                className="w-[62%] max-w-[300px] rounded-2xl shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] md:w-[300px] md:max-w-none"
              />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                  {playing ? <EqualizerBars /> : null}
                  {playing
                    ? "Now playing"
                    : active && state.isPlaying
                      ? "Loading…"
                      : active
                        ? "Paused"
                        : "Up first today"}
                </p>
                <h2 className="mt-1 font-display text-3xl leading-tight font-bold break-words text-fg md:text-5xl">
                  {title}
                </h2>
                <p className="mt-1 text-base text-fg/80">
                  {shown.artistSlug ? (
                    <Link to={`/dj/${shown.artistSlug}`} className="font-semibold text-accent-fg hover:underline">
                      {shown.artistName ?? artist}
                    </Link>
                  ) : (
                    (artist ?? "Booth Radio")
                  )}
                </p>
                {shown.artistSlug ? (
                  <NowPlayingFollow
                    slug={shown.artistSlug}
                    displayName={shown.artistName ?? artist ?? shown.artistSlug}
                    className="mt-3"
                  />
                ) : null}
                {statusMessage ? (
                  <p
                    role="status"
                    className="mt-3 max-w-md rounded-lg border border-[#991b1b] bg-[#3b0f0f] px-3 py-2 text-sm text-[#fca5a5]"
                  >
                    {statusMessage}
                  </p>
                ) : null}
                <div className="mt-5 flex items-center gap-3">
                  <button
                    type="button"
                    onClick={() => step("previous")}
                    aria-label="Previous track"
                    className="grid size-12 place-items-center rounded-full border border-border bg-surface/70 text-fg hover:bg-surface-2"
                  >
                    <SkipBack aria-hidden className="size-5 fill-current" />
                  </button>
                  <button
                    type="button"
                    onClick={toggle}
                    aria-label={playing ? "Pause" : "Play"}
                    data-testid="radio-play"
                    className="grid size-16 place-items-center rounded-full bg-accent-gradient text-white shadow-[0_0_44px_-6px_rgba(192,38,211,0.8)] transition-transform hover:scale-105 active:scale-95"
                  >
                    {playing ? (
                      <Pause aria-hidden className="size-7 fill-current" />
                    ) : (
                      <Play aria-hidden className="ml-1 size-7 fill-current" />
                    )}
                  </button>
                  <button
                    type="button"
                    onClick={() => step("next")}
                    aria-label="Next track"
                    className="grid size-12 place-items-center rounded-full border border-border bg-surface/70 text-fg hover:bg-surface-2"
                  >
                    <SkipForward aria-hidden className="size-5 fill-current" />
                  </button>
                  {shown.artistSlug ? (
                    <Link
                      to={`/dj/${shown.artistSlug}`}
                      className="ml-1 hidden rounded-full border border-border px-4 py-2.5 text-sm font-semibold text-fg hover:bg-surface-2 sm:inline-block"
                    >
                      View DJ
                    </Link>
                  ) : null}
                </div>
              </div>
            </article>
          ) : (
            <p className="mt-6 max-w-md text-muted">
              The radio is quiet right now: no tracks are on the playlist yet. Check back soon.
            </p>
          )}
        </div>
      </section>
      {tracks.length > 0 ? (
        <section aria-labelledby="queue-heading" className="mx-auto max-w-[1200px] px-2 pt-6 md:px-4">
          <div className="flex items-baseline justify-between gap-3 px-2">
            <h2 id="queue-heading" className="font-display text-xl font-bold">
              Today's queue
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <Shuffle aria-hidden className="size-3.5" /> Shuffle of the day · {DAY_FORMAT.format(new Date(day))}
            </p>
          </div>
          <RadioQueue
            tracks={tracks}
            currentId={active ? (state.currentTrack?.id ?? null) : null}
            isPlaying={playing}
            onPlay={(index) => playFrom(tracks, index)}
            label="Today's queue"
            className="mt-3 md:grid md:grid-cols-2 md:gap-x-6"
          />
        </section>
      ) : null}
    </div>
  );
}
