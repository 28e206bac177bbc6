import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, radioTracks } from "~server/db/schema";

export interface AdminRadioTrack {
  id: string;
  name: string;
  link: string;
  artistSlug: string | null;
  djName: string | null;
  active: boolean;
}

/**
 * Radio tracks in playlist order, with their DJ's name: every one for the admin screen, or only those of the given
 * profiles for a DJ's own screen (/mate/radio).
 */
export async function listAdminRadioTracks(db: Db, only?: { artistSlugs: string[] }): Promise<AdminRadioTrack[]> {
  if (only && only.artistSlugs.length === 0) return [];
  return db
    .select({
      id: radioTracks.id,
      name: radioTracks.name,
      link: radioTracks.link,
      artistSlug: radioTracks.artistSlug,
      djName: djProfiles.displayName,
      active: radioTracks.active,
    })
    .from(radioTracks)
    .leftJoin(djProfiles, eq(djProfiles.slug, radioTracks.artistSlug))
    .where(only ? inArray(radioTracks.artistSlug, only.artistSlugs) : undefined)
    .orderBy(asc(radioTracks.position), asc(radioTracks.createdAt), asc(radioTracks.id));
}
