import type { Db } from "~server/db/client.server";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { type ProfileViewInput, recordProfileViews } from "./record-profile-views.server";

export type { ProfileViewInput } from "./record-profile-views.server";

/** True when a new view was stored; false for an unknown DJ or a duplicate (tolerated, spec §5). */
export async function recordProfileView(
  db: Db,
  actor: ActivityActor,
  input: ProfileViewInput,
  now = new Date(),
): Promise<boolean> {
  assertDjSlug(input.slug);
  const [stored] = await recordProfileViews(db, [{ actor, input, at: now }]);
  return stored;
}
