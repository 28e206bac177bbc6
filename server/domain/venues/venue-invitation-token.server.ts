import { createHash, randomBytes } from "node:crypto";

/** A new invitation token for the mail link (32 random bytes, base64url); only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What venue_invitations.token_hash keeps: the SHA-256 of the token, so a database leak opens no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
