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

/** What the card says when the widget cannot play the track (never a silent dead button). */
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

/**
 * How long after its iframe is inserted a widget may stay silent (no `ready`, no event at all) before the platform
 * counts as out of reach: the setup message goes at 1.5 s (spec §9) and a reachable widget answers within moments.
 * The radio then stops and says so once, within 5 s of play, instead of trying track after track.
 */
export const WIDGET_UNREACHABLE_MS = 3000;

/**
 * What the widget says about the current track: loading it, playing it, it cannot be played (skipped in a moment),
 * several tracks in a row could not (the radio stopped), or the platform never answered (the radio stopped).
 */
export type RadioWidgetStatus = "idle" | "loading" | "ready" | "failed" | "unavailable" | "unreachable";

const PLATFORM_NAMES: Record<RadioProvider, string> = {
  soundcloud: "SoundCloud",
  mixcloud: "Mixcloud",
  youtube: "YouTube",
};

/** The message for a platform that did not answer: where the radio plays from, and that it cannot be reached now. */
export function radioUnreachableMessage(link: string | null | undefined): string {
  const provider = radioProviderFor(link);
  const platform = provider ? PLATFORM_NAMES[provider] : "its audio platform";
  return `The radio plays from ${platform}, which can't be reached right now. Press play to try again.`;
}

/** The card's and the overlay's message for a status, or null when there is nothing to say. */
export function radioStatusMessage(status: RadioWidgetStatus, link: string | null | undefined): string | null {
  if (status === "failed") return WIDGET_FAILED_MESSAGE;
  if (status === "unavailable") return RADIO_UNAVAILABLE_MESSAGE;
  if (status === "unreachable") return radioUnreachableMessage(link);
  return null;
}

/** The mini player's short line for a status, or null to show the artist. */
export function radioStatusLine(status: RadioWidgetStatus, link: string | null | undefined): string | null {
  if (status === "failed") return "Can't play — skipping…";
  if (status === "unavailable") return "Can't reach the music";
  if (status === "unreachable") {
    const provider = radioProviderFor(link);
    return `Can't reach ${provider ? PLATFORM_NAMES[provider] : "the music"}`;
  }
  return null;
}

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
