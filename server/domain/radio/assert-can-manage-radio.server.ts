import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";

/** Who manages radio tracks: admins all of them, a DJ those of the profiles they own or manage. */
export interface RadioActor {
  userId: string;
  isAdmin: boolean;
}

export async function assertCanManageRadio(db: Db, actor: RadioActor, artistSlug: string | null): Promise<void> {
  if (actor.isAdmin) return;
  if (artistSlug) {
    const mine = await getUserDjProfiles(db, actor.userId);
    if (mine.some((p) => p.slug === artistSlug)) return;
  }
  throw new AppError("forbidden", "Only admins and the DJ themselves can change this DJ's radio tracks");
}
