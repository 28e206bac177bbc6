import { z } from "zod";
import { VENUE_PERMISSION_KEYS, VENUE_ROLES, type VenuePermissions } from "./venue-permissions";

/**
 * The Staff tab of venue management (issue 18): the forms it posts, one schema for browser and server, and the
 * words people read. Who may do what is decided on the server (can_manage_staff, wouldRemoveLastOwner).
 */

const email = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim().toLowerCase())
  .refine((v) => v.length > 0, { error: "Enter the email address to invite." })
  .refine((v) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: "Enter a valid email address.",
  });

const role = z.enum(VENUE_ROLES, { error: "Choose a role." });
const userId = z.string().trim().min(1).max(100);

export const venueStaffIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email, role }),
  z.object({ intent: z.literal("role"), userId, role }),
  z.object({ intent: z.literal("permissions"), userId }),
  z.object({ intent: z.literal("revoke"), userId }),
  z.object({ intent: z.literal("cancel-invitation"), invitationId: z.uuid() }),
]);
export type VenueStaffIntent = z.output<typeof venueStaffIntentSchema>;

/** The fine-tune form: one checkbox per permission key ("on" when ticked). */
export function permissionsFromForm(values: Record<string, string>): VenuePermissions {
  return Object.fromEntries(
    VENUE_PERMISSION_KEYS.map((key) => [key, values[`perm_${key}`] === "on"]),
  ) as VenuePermissions;
}

/** Words of the Staff tab that both the server (refusals) and the page use. */
export const VENUE_STAFF_MESSAGES = {
  lastOwner: "A venue needs at least one owner. Make someone else an owner first.",
  alreadyManager: "That person already manages this venue. Change their role in the list instead.",
  notAMember: "That person is not on this venue's staff.",
  invitationGone: "That invitation is no longer pending.",
} as const;

/** Why an invitation link cannot be used, in the words the invitee reads. */
export const VENUE_INVITATION_MESSAGES = {
  unknown: "This invitation link is not valid. Ask the venue to send a new one.",
  expired: "This invitation has expired. Ask the venue to send a new one.",
  revoked: "This invitation was cancelled. Ask the venue if you should still join.",
  used: "This invitation has already been used.",
  wrongEmail: (invited: string) =>
    `This invitation was sent to ${invited}. Sign in with that address to accept it, or ask the venue to invite the address you use here.`,
} as const;

/** Invitation tokens in links: 32 random bytes as hex (64 characters); anything else is not one of ours. */
export function isInvitationTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{40,64}$/.test(token);
}

/** "Invitation sent to ana@example.com" etc. */
export function staffNotice(kind: "invited" | "role" | "permissions" | "revoked" | "cancelled", detail: string) {
  switch (kind) {
    case "invited":
      return `Invitation sent to ${detail}`;
    case "role":
      return `Role changed to ${detail}; permissions reset to that role's defaults`;
    case "permissions":
      return `Permissions saved for ${detail}`;
    case "revoked":
      return `${detail} no longer has access to this venue`;
    case "cancelled":
      return `Invitation to ${detail} cancelled`;
  }
}
