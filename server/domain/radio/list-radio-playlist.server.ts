import { and, asc, eq, inArray } from "drizzle-orm";
import { featuredRadioTrack, type RadioTrack } from "~/core/radio/radio-player";
import { radioProviderFor } from "~/core/radio/radio-widgets";
import type { Db } from "~server/db/client.server";
import { djProfiles, radioTracks } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "~server/domain/djs/list-public-djs.server";

/**
 * The radio playlist: the active radio_tracks in their order, then the public DJs' featured tracks
 * (active, mate or verified only) that are not already on it. Only links a radio widget can play are kept; a
 * track whose DJ is hidden keeps playing but loses its DJ link, so nothing points at a 404.
 */
export async function listRadioPlaylist(db: Db): Promise<RadioTrack[]> {
  const publicDj = and(
    eq(djProfiles.active, true),
    inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
  );
  const [tracks, djs] = await Promise.all([
    db
      .select()
      .from(radioTracks)
      .where(eq(radioTracks.active, true))
      .orderBy(asc(radioTracks.position), asc(radioTracks.createdAt)),
    db
      .select({
        slug: djProfiles.slug,
        displayName: djProfiles.displayName,
        profileImage: djProfiles.profileImage,
        featuredTrack: djProfiles.featuredTrack,
      })
      .from(djProfiles)
      .where(publicDj)
      .orderBy(asc(djProfiles.displayName)),
  ]);
  const bySlug = new Map(djs.map((dj) => [dj.slug, dj]));
  const out: RadioTrack[] = [];
  const links = new Set<string>();
  for (const t of tracks) {
    if (!radioProviderFor(t.link)) continue;
    const dj = t.artistSlug ? bySlug.get(t.artistSlug) : undefined;
    out.push({
      id: t.id,
      name: t.name,
      link: t.link,
      artistSlug: dj?.slug ?? null,
      artistName: dj?.displayName ?? null,
      image: dj?.profileImage ?? null,
    });
    links.add(t.link.trim());
  }
  for (const dj of djs) {
    const link = dj.featuredTrack?.trim();
    if (!link || links.has(link) || !radioProviderFor(link)) continue;
    links.add(link);
    out.push(featuredRadioTrack(dj));
  }
  return out;
}
