import { asc, eq } from "drizzle-orm";
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

/** Every radio track in playlist order, with its DJ's name, for the admin screen. */
export async function listAdminRadioTracks(db: Db): Promise<AdminRadioTrack[]> {
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
    .orderBy(asc(radioTracks.position), asc(radioTracks.createdAt), asc(radioTracks.id));
}
