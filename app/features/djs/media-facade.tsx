import { Play } from "lucide-react";
import { useState } from "react";
import type { MediaEmbed } from "~/core/djs/media-embeds";
import { trackDjActivity } from "~/ui/activity-beacons";
import { cn } from "~/ui/cn";
import { EmbedFrame } from "~/ui/embed-frame";
import { ShareMark } from "./social-icons";

/**
 * A featured track or video as a facade: a poster (the DJ's own artwork, served by Booth, so nothing is fetched
 * from the platform until asked) and a play button. Pressing play swaps in the platform's iframe with autoplay and
 * records the media play. Without JavaScript the button is a link to the track/video on the platform.
 */
export function MediaFacade({
  slug,
  embed,
  poster,
  posterPosition,
  title,
  className,
  onPlay,
}: {
  /** Plays it elsewhere (the shell's radio player) instead of here; returns false to play it here after all. */
  onPlay?: () => boolean;
  slug: string;
  embed: MediaEmbed;
  poster: string;
  posterPosition: string;
  title: string;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const isVideo = embed.mediaType === "video";

  if (playing) return <EmbedFrame embed={embed} title={title} className={className} />;

  return (
    <a
      href={embed.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        if (!onPlay?.()) setPlaying(true);
        trackDjActivity({ kind: "media_play", slug, mediaType: embed.mediaType, mediaUrl: embed.url });
      }}
      className={cn(
        "group relative flex overflow-hidden rounded-xl border border-border bg-surface",
        isVideo ? "aspect-video" : "h-[120px] md:h-[140px]",
        className,
      )}
      data-testid="media-facade"
      data-provider={embed.provider}
    >
      <img
        src={poster}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        style={{ objectPosition: posterPosition }}
        className={cn(
          "absolute inset-0 size-full object-cover opacity-60 transition-transform duration-500 group-hover:scale-[1.03]",
          !isVideo && "blur-[2px]",
        )}
      />
      <span aria-hidden className="absolute inset-0 bg-gradient-to-tr from-black/90 via-black/50 to-transparent" />
      <span className="relative flex w-full items-center gap-4 self-end p-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-[var(--dj-accent)] text-[var(--dj-on-accent)] shadow-[0_0_28px_-6px_var(--dj-glow)] transition-transform group-hover:scale-105 md:size-14">
          <Play aria-hidden className="ml-0.5 size-5 fill-current md:size-6" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-white">
            Play {isVideo ? "video" : "mix"}
            <span className="sr-only">: {title}</span>
          </span>
          <span className="flex items-center gap-1.5 text-xs text-white/75">
            <ShareMark platform={embed.provider} className="size-3.5" />
            {embed.label}
          </span>
        </span>
      </span>
    </a>
  );
}
