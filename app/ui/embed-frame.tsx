import type { MediaEmbed } from "~/core/djs/media-embeds";
import { cn } from "./cn";

/** The height a platform's player needs: videos keep 16:9, Mixcloud's widget is shorter than SoundCloud's. */
export function embedFrameSize(embed: MediaEmbed): string {
  if (embed.mediaType === "video") return "aspect-video";
  return embed.provider === "mixcloud" ? "h-[120px]" : "h-[166px]";
}

/**
 * The platform's own player, swapped in once someone presses play on a facade (DJ profile media, news embeds):
 * autoplay is allowed because the press was the user's gesture.
 */
export function EmbedFrame({ embed, title, className }: { embed: MediaEmbed; title: string; className?: string }) {
  return (
    <div className={cn("overflow-hidden rounded-xl border border-border bg-black", embedFrameSize(embed), className)}>
      <iframe
        src={embed.embedUrl}
        title={`${title} — ${embed.label} player`}
        className="size-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
