import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { getDjFollowState } from "./get-dj-follow-state.server";
import { getPublicDj, type PublicDj } from "./get-public-dj.server";

export interface HeldDjPage {
  dj: PublicDj;
  /** The bio sanitised again on the way out (it was sanitised when saved), so nothing stored earlier gets through. */
  bioHtml: string;
  followers: number;
}

/** Every kind of public change may hide, rename or re-count a DJ (edits, claims, follows, blocks): none is skipped. */
const held = heldReads<HeldDjPage | null>({ maxEntries: 2000 });

/**
 * What a DJ's public page shows to everyone — the profile, its sanitised bio and its follower count — held in
 * memory until the next public change (the DJ row and the follower count cached with the page cache's
 * invalidation, decision 026), so a render that misses the page cache, and every signed-in visit, skips two queries and the
 * sanitiser. Null when the profile is not public (unknown, inactive, unverified), which is held the same way.
 */
export function getHeldDjPage(db: Db, slug: string): Promise<HeldDjPage | null> {
  return held(db, slug, async () => {
    const dj = await getPublicDj(db, slug);
    if (!dj) return null;
    const { followers } = await getDjFollowState(db, dj.id, null);
    return { dj, bioHtml: sanitizeRichText(dj.bio ?? ""), followers };
  });
}
