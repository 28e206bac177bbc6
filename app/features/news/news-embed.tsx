import { Play } from "lucide-react";
import { useState } from "react";
import { mediaEmbedFor } from "~/core/djs/media-embeds";
import { cn } from "~/ui/cn";
import { EmbedFrame } from "~/ui/embed-frame";

/**
 * A SoundCloud, Mixcloud, YouTube or Vimeo player inside an article (stored as `<figure data-embed-url>`), as a
 * facade: nothing is fetched from the platform until the reader presses play; without JavaScript it is a link.
 */
export function NewsEmbed({ url, title }: { url: string; title: string }) {
  const embed = mediaEmbedFor(url);
  const [playing, setPlaying] = useState(false);
  if (!embed) return null;
  const isVideo = embed.mediaType === "video";
  if (playing) return <EmbedFrame embed={embed} title={title} className="my-8" />;
  return (
    <a
      href={embed.url}
      target="_blank"
      rel="noopener nofollow ugc"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      data-testid="news-embed"
      data-provider={embed.provider}
      className={cn(
        "group my-8 flex items-center gap-4 overflow-hidden rounded-xl border border-border bg-surface-2 p-4 no-underline",
        "bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklab,var(--color-accent)_35%,transparent),transparent_60%)]",
        isVideo ? "aspect-video items-end" : "",
      )}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-gradient text-white shadow-[0_0_28px_-6px_var(--color-accent)] transition-transform group-hover:scale-105">
        <Play aria-hidden className="ml-0.5 size-5 fill-current" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-fg">Play on {embed.label}</span>
        <span className="block truncate text-xs text-muted">{embed.url.replace(/^https?:\/\//, "")}</span>
      </span>
    </a>
  );
}
