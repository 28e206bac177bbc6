/**
 * Which audio-platform widget plays a radio track, and the iframe URL it loads (spec §7 third parties: the
 * platform's embedded player widget, an iframe with autoplay). One queue across platforms: SoundCloud through
 * its Widget API, YouTube through its IFrame API messages, Mixcloud through its widget (no finish event is
 * relied on there: the listener skips on). The SoundCloud widget's base URL is configuration
 * (SOUNDCLOUD_WIDGET_URL), so tests can point it at a local stand-in; the real widget is the default.
 */

export type RadioProvider = "soundcloud" | "mixcloud" | "youtube";

export const DEFAULT_SOUNDCLOUD_WIDGET_URL = "https://w.soundcloud.com/player/";

/** Spec §9: the widget is set up 1.5 s after its iframe is inserted. */
export const WIDGET_SETUP_DELAY_MS = 1500;

/** A widget that cannot play (offline, blocked, removed track) is skipped after this long, with a message. */
export const WIDGET_FAILURE_SKIP_MS = 5000;

/** What the card says when the widget cannot play the track (issue 21: never a silent dead button). */
export const WIDGET_FAILED_MESSAGE = "This track can't be played right now. Skipping to the next one in a few seconds.";

/**
 * Tracks that failed one after another before the radio stops skipping: the platform itself is out of reach
 * (offline, blocked by a network), and skipping round the queue for ever would only look like playing.
 */
export const RADIO_UNAVAILABLE_AFTER_FAILURES = 3;

/** What the player says once it has stopped skipping; pressing play tries again. */
export const RADIO_UNAVAILABLE_MESSAGE =
  "The radio can't reach its music right now. Check your connection, then press play to try again.";

/** Whether this failure in a row is the one after which the radio stops (at most once round a short queue). */
export function radioShouldStop(failuresInRow: number, playlistLength: number): boolean {
  return failuresInRow >= Math.max(1, Math.min(playlistLength, RADIO_UNAVAILABLE_AFTER_FAILURES));
}

/** How long a widget may take to say it is ready before the track counts as unplayable. */
export const WIDGET_READY_TIMEOUT_MS = 12_000;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The platform of a track link, or null when no radio widget can play it. */
export function radioProviderFor(link: string | null | undefined): RadioProvider | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (hostIs(host, "soundcloud.com") && !hostIs(host, "w.soundcloud.com") && url.pathname.length > 1) {
    return "soundcloud";
  }
  if (hostIs(host, "mixcloud.com") && /^\/[^/]+\/[^/]+/.test(url.pathname)) return "mixcloud";
  if ((hostIs(host, "youtube.com") || hostIs(host, "youtu.be")) && youtubeId(url)) return "youtube";
  return null;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (hostIs(host, "youtu.be")) id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (url.pathname === "/watch") id = url.searchParams.get("v");
  else id = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The iframe src for a track, or null when the link is not playable. `origin` is this site's (YouTube wants it). */
export function radioWidgetUrl(
  link: string,
  options: { soundcloudWidgetUrl: string; origin: string },
): { provider: RadioProvider; src: string; targetOrigin: string } | null {
  const provider = radioProviderFor(link);
  if (!provider) return null;
  const url = new URL(link.trim());
  if (provider === "soundcloud") {
    const base = new URL(options.soundcloudWidgetUrl);
    base.search = new URLSearchParams({
      url: url.toString(),
      auto_play: "true",
      visual: "false",
      show_artwork: "false",
      color: "#c026d3",
    }).toString();
    return { provider, src: base.toString(), targetOrigin: base.origin };
  }
  if (provider === "mixcloud") {
    const feed = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
    const params = new URLSearchParams({ feed, autoplay: "1", hide_cover: "1", mini: "1", light: "0" });
    const src = `https://player-widget.mixcloud.com/widget/iframe/?${params}`;
    return { provider, src, targetOrigin: "https://player-widget.mixcloud.com" };
  }
  const id = youtubeId(url) as string;
  const params = new URLSearchParams({ autoplay: "1", enablejsapi: "1", rel: "0", origin: options.origin });
  return {
    provider,
    src: `https://www.youtube-nocookie.com/embed/${id}?${params}`,
    targetOrigin: "https://www.youtube-nocookie.com",
  };
}

/** The origin frame-src must allow for the configured SoundCloud widget (the defaults are listed in server/app.ts). */
export function widgetOrigin(widgetUrl: string): string {
  return new URL(widgetUrl).origin;
}
