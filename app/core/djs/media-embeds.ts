/**
 * Featured track and featured videos of a DJ profile (spec §3) are links to audio/video platforms. The profile
 * shows a light facade (poster + play button) and only inserts the platform's iframe after a click, so the page
 * stays fast and works offline. This module turns a stored link into the embed the facade loads.
 * The iframe hosts here must match frame-src in server/app.ts.
 */

export type MediaProvider = "soundcloud" | "mixcloud" | "youtube" | "vimeo";

export interface MediaEmbed {
  provider: MediaProvider;
  /** "audio" for tracks/mixes, "video" for videos (recorded as the media play's media_type). */
  mediaType: "audio" | "video";
  /** The public page the DJ linked (recorded as media_url, and the no-JS fallback link). */
  url: string;
  /** The iframe src, with autoplay because the user already pressed play. */
  embedUrl: string;
  label: string;
}

export const MEDIA_FRAME_HOSTS = [
  "https://w.soundcloud.com",
  "https://player-widget.mixcloud.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
] as const;

const PROVIDER_LABELS: Record<MediaProvider, string> = {
  soundcloud: "SoundCloud",
  mixcloud: "Mixcloud",
  youtube: "YouTube",
  vimeo: "Vimeo",
};

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (hostIs(host, "youtu.be")) id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (url.pathname === "/watch") id = url.searchParams.get("v");
  else {
    const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/);
    id = match?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The embed for a featured track/video link, or null when the link is not on a supported platform. */
export function mediaEmbedFor(raw: string | null | undefined): MediaEmbed | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const page = url.toString();
  const make = (provider: MediaProvider, mediaType: "audio" | "video", embedUrl: string): MediaEmbed => ({
    provider,
    mediaType,
    url: page,
    embedUrl,
    label: PROVIDER_LABELS[provider],
  });

  if (hostIs(host, "soundcloud.com") && url.pathname.length > 1 && !hostIs(host, "w.soundcloud.com")) {
    const params = new URLSearchParams({ url: page, auto_play: "true", visual: "true", color: "#c026d3" });
    return make("soundcloud", "audio", `https://w.soundcloud.com/player/?${params}`);
  }
  if (hostIs(host, "mixcloud.com") && /^\/[^/]+\/[^/]+/.test(url.pathname)) {
    const feed = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
    const params = new URLSearchParams({ feed, autoplay: "1", hide_cover: "1", light: "0" });
    return make("mixcloud", "audio", `https://player-widget.mixcloud.com/widget/iframe/?${params}`);
  }
  if (hostIs(host, "youtube.com") || hostIs(host, "youtu.be")) {
    const id = youtubeId(url);
    return id ? make("youtube", "video", `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`) : null;
  }
  if (hostIs(host, "vimeo.com")) {
    const id = url.pathname.match(/^\/(?:video\/)?(\d{3,12})(?:\/|$)/)?.[1];
    return id ? make("vimeo", "video", `https://player.vimeo.com/video/${id}?autoplay=1`) : null;
  }
  return null;
}
