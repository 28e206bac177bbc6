import type { Db } from "~server/db/client.server";
import { getPublicDj } from "~server/domain/djs/get-public-dj.server";

export interface BookableDj {
  id: string;
  slug: string;
  displayName: string;
  userId: string | null;
  /** The deposit its managers ask (US cents), or null. */
  bookingDepositCents: number | null;
}

/** A public DJ who takes booking inquiries; anything else (unknown, hidden, booking off) is null → 404. */
export async function getBookableDj(db: Db, slug: string): Promise<BookableDj | null> {
  const dj = await getPublicDj(db, slug);
  if (!dj?.bookingEnabled) return null;
  return {
    id: dj.id,
    slug: dj.slug,
    displayName: dj.displayName,
    userId: dj.userId,
    bookingDepositCents: dj.bookingDepositCents,
  };
}
