import { randomBytes } from "node:crypto";
import { pressLinkExpiry } from "~/core/press/press-links";
import type { Db } from "~server/db/client.server";
import { bookingPressLinks } from "~server/db/schema";
import { feedTokenHash } from "~server/domain/alerts/alert-tokens.server";

/** 32 random bytes, base64url: a reply mails it before the link is stored (a failed mail stores nothing). */
export function newPressLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A new personal press-kit link for an inquiry to a DJ (decision 058, "Personal links"): 32 random bytes, base64url,
 * answered once for the reply; only the SHA-256 is kept (as the calendar feed's, decision 054), so the old link of
 * the inquiry stops working at once and a copy of the database opens no kit. The counts of opens stay: they are
 * about the inquiry's sender. The caller has checked the inquiry is in the person's scope.
 */
export async function createPressLink(
  db: Db,
  input: { inquiryId: string; djProfileId: string; createdBy: string | null; now?: Date; token?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = input.token ?? newPressLinkToken();
  const expiresAt = pressLinkExpiry(now);
  const fresh = {
    djProfileId: input.djProfileId,
    tokenHash: feedTokenHash(token),
    createdBy: input.createdBy,
    createdAt: now,
    expiresAt,
    revokedAt: null,
  };
  await db
    .insert(bookingPressLinks)
    .values({ inquiryId: input.inquiryId, ...fresh })
    .onConflictDoUpdate({ target: bookingPressLinks.inquiryId, set: fresh });
  return { token, expiresAt };
}
