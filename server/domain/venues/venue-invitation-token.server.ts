import { createHash, randomBytes } from "node:crypto";

/**
 * A new invitation token for the mail link (32 random bytes); only its hash is stored. Hex rather than base64url:
 * a mail's quoted-printable line break inside the link can then never start a line with "--", which some mail
 * readers (and our test sink's parser) take for a MIME boundary.
 */
export function newInvitationToken(): string {
  return randomBytes(32).toString("hex");
}

/** What venue_invitations.token_hash keeps: the SHA-256 of the token, so a database leak opens no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
