import { z } from "zod";
import {
  VENUE_PERMISSION_KEYS,
  VENUE_PERMISSION_LABELS,
  VENUE_ROLE_LABELS,
  VENUE_ROLES,
  type VenuePermissionKey,
  type VenuePermissions,
} from "~/core/access/venue-permissions";
import { emailAddressSchema } from "~/core/accounts/email-address";

/**
 * The Staff tab of venue management: the forms it posts, one schema for browser and server, and the
 * words people read. Who may do what is decided on the server (can_manage_staff, wouldRemoveLastOwner).
 */

const email = emailAddressSchema("Enter the email address to invite.");

const role = z.enum(VENUE_ROLES, { error: "Choose a role." });
const userId = z.string().trim().min(1).max(100);

export const venueStaffIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email, role }),
  z.object({ intent: z.literal("role"), userId, role }),
  z.object({ intent: z.literal("permissions"), userId }),
  z.object({ intent: z.literal("revoke"), userId }),
  z.object({ intent: z.literal("remove"), userId }),
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
  removeActive: "Revoke this person's access first; only a former member can be removed for good.",
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
export function staffNotice(
  kind: "invited" | "role" | "permissions" | "revoked" | "removed" | "cancelled",
  detail: string,
) {
  switch (kind) {
    case "invited":
      return `Invitation sent to ${detail}`;
    case "role":
      return `Role changed to ${detail}; permissions reset to that role's defaults`;
    case "permissions":
      return `Permissions saved for ${detail}`;
    case "revoked":
      return `${detail} no longer has access to this venue`;
    case "removed":
      return `${detail} was removed from the staff list`;
    case "cancelled":
      return `Invitation to ${detail} cancelled`;
  }
}

/** What the venue's staff log records (venue_staff_log.action). */
export const VENUE_STAFF_LOG_ACTIONS = [
  "invite",
  "cancel-invitation",
  "accept",
  "role",
  "permissions",
  "revoke",
  "remove",
] as const;
export type VenueStaffLogAction = (typeof VENUE_STAFF_LOG_ACTIONS)[number];

/** One staff change as the owners read it on the Staff tab. */
export interface VenueStaffLogRow {
  id: string;
  action: VenueStaffLogAction;
  actorName: string | null;
  targetLabel: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

const roleName = (value: unknown) =>
  typeof value === "string" ? (VENUE_ROLE_LABELS[value as keyof typeof VENUE_ROLE_LABELS] ?? value) : "a role";
const permissionNames = (value: unknown) =>
  Array.isArray(value)
    ? value
        .filter((key): key is VenuePermissionKey => (VENUE_PERMISSION_KEYS as readonly unknown[]).includes(key))
        .map((key) => VENUE_PERMISSION_LABELS[key])
    : [];

/** "Nina Owner changed Ada Agent's role from Booking agent to Promoter": one log row in words. */
export function staffLogSentence(
  row: Pick<VenueStaffLogRow, "action" | "actorName" | "targetLabel" | "detail">,
): string {
  const actor = row.actorName || "Someone";
  const target = row.targetLabel || "a former member";
  const d = row.detail;
  switch (row.action) {
    case "invite":
      return `${actor} invited ${target} as ${roleName(d.role)}`;
    case "cancel-invitation":
      return `${actor} cancelled the invitation to ${target}`;
    case "accept":
      return `${target} accepted the invitation as ${roleName(d.role)}`;
    case "role":
      return `${actor} changed ${target}'s role from ${roleName(d.from)} to ${roleName(d.to)}`;
    case "permissions": {
      const granted = permissionNames(d.granted);
      const withdrawn = permissionNames(d.withdrawn);
      const parts = [
        granted.length ? `granted ${granted.join(", ")}` : "",
        withdrawn.length ? `withdrew ${withdrawn.join(", ")}` : "",
      ].filter(Boolean);
      return parts.length
        ? `${actor} ${parts.join(" and ")} for ${target}`
        : `${actor} saved ${target}'s permissions unchanged`;
    }
    case "revoke":
      return `${actor} revoked ${target}'s access`;
    case "remove":
      return `${actor} removed ${target} from the staff list for good`;
  }
}

/**
 * Where a guest holding an invitation goes to answer it: sign up with the invited address filled in, or log in;
 * either way back to the invitation afterwards (the same safe-redirect rule as every sign-in, afterLoginPath).
 */
export function invitationAccountLinks(token: string, email: string): { signUp: string; logIn: string } {
  const back = `/venue/invitations/${encodeURIComponent(token)}`;
  return {
    signUp: `/signup?${new URLSearchParams({ email, redirectTo: back })}`,
    logIn: `/login?${new URLSearchParams({ redirectTo: back })}`,
  };
}

/** What a guest reads on a pending invitation. */
export const invitationGuestMessage = (email: string) =>
  `This invitation was sent to ${email}. Create your free Booth account with that address to accept it; if you already have one, log in.`;

/** A venue on /my-venues: where the viewer is staff, and as what. */
export interface MyVenue {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
  role: string;
  isPrimary: boolean;
  addedAt: string;
}

/** A member of a venue's staff, as the Staff tab lists them. */
export interface VenueStaffRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  invitationStatus: string;
  permissions: VenuePermissions;
  isPrimary: boolean;
  addedAt: string;
  acceptedAt: string | null;
}

/** A pending invitation on the Staff tab. */
export interface VenueInvitationRow {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  expired: boolean;
  createdAt: string;
}
