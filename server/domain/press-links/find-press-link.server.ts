import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingPressLinks, djProfiles } from "~server/db/schema";
import { feedTokenHash } from "~server/domain/alerts/alert-tokens.server";

export interface FoundPressLink {
  inquiryId: string;
  djProfileId: string;
  slug: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The link a token opens, looked up by its hash (the token itself is never stored). Null when none has it. */
export async function findPressLink(db: Db, token: string): Promise<FoundPressLink | null> {
  const [row] = await db
    .select({
      inquiryId: bookingPressLinks.inquiryId,
      djProfileId: bookingPressLinks.djProfileId,
      slug: djProfiles.slug,
      expiresAt: bookingPressLinks.expiresAt,
      revokedAt: bookingPressLinks.revokedAt,
    })
    .from(bookingPressLinks)
    .innerJoin(djProfiles, eq(djProfiles.id, bookingPressLinks.djProfileId))
    .where(eq(bookingPressLinks.tokenHash, feedTokenHash(token)))
    .limit(1);
  return row ?? null;
}
