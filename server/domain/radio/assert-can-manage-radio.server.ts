import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/** Who manages radio tracks: admins all of them, a DJ those of their own profile (issue 21). */
export interface RadioActor {
  userId: string;
  isAdmin: boolean;
}

export async function assertCanManageRadio(db: Db, actor: RadioActor, artistSlug: string | null): Promise<void> {
  if (actor.isAdmin) return;
  if (artistSlug) {
    const own = await db
      .select({ id: djProfiles.id })
      .from(djProfiles)
      .where(and(eq(djProfiles.slug, artistSlug), eq(djProfiles.userId, actor.userId)))
      .limit(1);
    if (own.length > 0) return;
  }
  throw new AppError("forbidden", "Only admins and the DJ themselves can change this DJ's radio tracks");
}
