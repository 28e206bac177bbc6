import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parseUnsubscribeToken } from "~/core/djs/follower-alerts";

function sign(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url");
}

/**
 * A person's personal feed token: derived from the server secret, the user and the feed's version, so /following
 * can show the URL again without the database keeping it (it keeps only its hash, for the lookup). Rotating bumps
 * the version: a new token, and the old one's hash is gone.
 */
export function personalFeedToken(secret: string, userId: string, version: number): string {
  return sign(secret, `booth:calendar-feed:${userId}:${version}`);
}

/** What the database keeps of a feed token. */
export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The one-click unsubscribe token of a person's alert mails (no expiry: an old mail's link keeps working). */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${sign(secret, `booth:unsubscribe:${userId}`)}`;
}

/** The user an unsubscribe token was signed for, or null for anything forged or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const expected = Buffer.from(sign(secret, `booth:unsubscribe:${parsed.userId}`));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? parsed.userId : null;
}
