import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { getPressKit, type PressKit } from "./get-press-kit.server";

const held = heldReads<PressKit>({ maxEntries: 2000 });

/**
 * A DJ's press kit as the public press page, its photos and riders read it, held in memory until the next public
 * change (decision 026): every press-kit write announces one through publicContentChanged.
 */
export function getHeldPressKit(db: Db, djProfileId: string): Promise<PressKit> {
  return held(db, djProfileId, () => getPressKit(db, djProfileId));
}
