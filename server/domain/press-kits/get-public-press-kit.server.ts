import type { Db } from "~server/db/client.server";
import { getHeldDjPage, type HeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { getHeldPressKit } from "./get-held-press-kit.server";
import type { PressKit } from "./get-press-kit.server";

/**
 * The press kit the public may see: the DJ's page must be public (active, verified or mate) and the kit not
 * link-only. Anything else is null, which the page, its photos and its riders all answer as an unknown page (404),
 * so nobody learns that a link-only kit exists. Personal links to a link-only kit come later (decision 058).
 */
export async function getPublicPressKit(db: Db, slug: string): Promise<{ page: HeldDjPage; kit: PressKit } | null> {
  const page = await getHeldDjPage(db, slug);
  if (!page) return null;
  const kit = await getHeldPressKit(db, page.dj.id);
  return kit.linkOnly ? null : { page, kit };
}
