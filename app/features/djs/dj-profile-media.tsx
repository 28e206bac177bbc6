import type { MediaEmbed } from "~/core/djs/media-embeds";
import { featuredRadioTrack } from "~/core/radio/radio-player";
import { radioProviderFor } from "~/core/radio/radio-widgets";
import { useRadio } from "~/ui/radio-context";
import { DjProfileSection } from "./dj-profile-section";
import { MediaFacade } from "./media-facade";

interface MediaOwner {
  slug: string;
  displayName: string;
  /** The profile photo, shown as the player's poster until it is started. */
  poster: string;
  posterPosition: string;
}

/** The featured mix as a player, or a plain link when its host can't be embedded. */
export function DjFeaturedTrack({
  dj,
  embed,
  link,
}: {
  dj: MediaOwner;
  embed: MediaEmbed | null;
  link: string | null;
}) {
  const radio = useRadio();
  // One player in the whole product: with the radio on, the featured track plays in the shell's player
  // (load-and-play at that track, the radio's queue after it), so it goes on while the visitor browses.
  const playInRadio = () => {
    if (!embed || !radio.state.radioEnabled || !radioProviderFor(embed.url)) return false;
    const track = featuredRadioTrack({
      slug: dj.slug,
      displayName: dj.displayName,
      profileImage: dj.poster,
      featuredTrack: embed.url,
    });
    const queue = radio.state.playlist;
    const at = queue.findIndex((t) => t.link === track.link);
    if (at >= 0) radio.playFrom(queue, at);
    else radio.playFrom([track, ...queue.filter((t) => t.id !== track.id)], 0);
    return true;
  };
  if (embed) {
    return (
      <DjProfileSection id="track-heading" title="Featured mix">
        <MediaFacade
          slug={dj.slug}
          embed={embed}
          poster={dj.poster}
          posterPosition={dj.posterPosition}
          title={`${dj.displayName} featured mix`}
          onPlay={playInRadio}
        />
      </DjProfileSection>
    );
  }
  if (!link) return null;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="text-sm text-[var(--dj-accent-fg)] underline">
      Listen to the featured track
    </a>
  );
}

/** The DJ's featured videos, each a player behind a poster. */
export function DjVideos({ dj, videos }: { dj: MediaOwner; videos: MediaEmbed[] }) {
  if (videos.length === 0) return null;
  return (
    <DjProfileSection id="videos-heading" title="Videos" className="mt-12">
      <ul className="grid gap-4 md:grid-cols-2">
        {videos.map((video, i) => (
          <li key={video.url}>
            <MediaFacade
              slug={dj.slug}
              embed={video}
              poster={dj.poster}
              posterPosition={dj.posterPosition}
              title={`${dj.displayName} video ${i + 1}`}
            />
          </li>
        ))}
      </ul>
    </DjProfileSection>
  );
}
