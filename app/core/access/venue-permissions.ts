/**
 * Venue staff roles and permissions (spec §3 Venue manager, §4 Default venue permissions, §6 Venue manager).
 * Pure rules: the server decides access with them on the first line of every venue-management loader and
 * action; the UI only uses them to hide tabs and buttons.
 */

export const VENUE_ROLES = ["owner", "manager", "booking_agent", "promoter"] as const;
export type VenueRole = (typeof VENUE_ROLES)[number];

export const VENUE_PERMISSION_KEYS = [
  "can_edit",
  "can_view_analytics",
  "can_manage_events",
  "can_manage_staff",
  "can_manage_bookings",
  "can_manage_media",
  "can_delete",
] as const;
export type VenuePermissionKey = (typeof VENUE_PERMISSION_KEYS)[number];
export type VenuePermissions = Record<VenuePermissionKey, boolean>;

export const VENUE_ROLE_LABELS: Record<VenueRole, string> = {
  owner: "Owner",
  manager: "Manager",
  booking_agent: "Booking agent",
  promoter: "Promoter",
};

export const VENUE_PERMISSION_LABELS: Record<VenuePermissionKey, string> = {
  can_edit: "Edit details",
  can_view_analytics: "View analytics",
  can_manage_events: "Manage events",
  can_manage_staff: "Manage staff",
  can_manage_bookings: "Manage bookings",
  can_manage_media: "Manage media",
  can_delete: "Delete venue",
};

export function isVenueRole(value: unknown): value is VenueRole {
  return typeof value === "string" && (VENUE_ROLES as readonly string[]).includes(value);
}

function only(...keys: VenuePermissionKey[]): VenuePermissions {
  return Object.fromEntries(VENUE_PERMISSION_KEYS.map((key) => [key, keys.includes(key)])) as VenuePermissions;
}

/**
 * Spec §4: owner all true; manager all except can_manage_staff and can_delete; booking_agent
 * can_view_analytics, can_manage_events, can_manage_bookings; promoter can_manage_events and
 * can_manage_media; any other role none.
 */
export function defaultVenuePermissions(role: string): VenuePermissions {
  switch (role) {
    case "owner":
      return only(...VENUE_PERMISSION_KEYS);
    case "manager":
      return only(...VENUE_PERMISSION_KEYS.filter((key) => key !== "can_manage_staff" && key !== "can_delete"));
    case "booking_agent":
      return only("can_view_analytics", "can_manage_events", "can_manage_bookings");
    case "promoter":
      return only("can_manage_events", "can_manage_media");
    default:
      return only();
  }
}

/**
 * The stored permissions object read strictly: only the spec's keys, only `true` grants. Anything else
 * (missing keys, strings, a null object) is "no permission".
 */
export function readVenuePermissions(stored: unknown): VenuePermissions {
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(VENUE_PERMISSION_KEYS.map((key) => [key, source[key] === true])) as VenuePermissions;
}

/** Spec §4: changing a role replaces the permissions with that role's defaults. */
export function permissionsAfterRoleChange(newRole: string): VenuePermissions {
  return defaultVenuePermissions(newRole);
}

/** The screens of /venue/manage/{venueSlug}, in tab order, each with the permission that shows it. */
export const VENUE_MANAGE_TABS = [
  { tab: "details", label: "Details", permission: "can_edit" },
  { tab: "events", label: "Events", permission: "can_manage_events" },
  { tab: "staff", label: "Staff", permission: "can_manage_staff" },
  { tab: "analytics", label: "Analytics", permission: "can_view_analytics" },
  { tab: "bookings", label: "Bookings", permission: "can_manage_bookings" },
  { tab: "media", label: "Media", permission: "can_manage_media" },
  { tab: "delete", label: "Delete", permission: "can_delete" },
] as const satisfies ReadonlyArray<{ tab: string; label: string; permission: VenuePermissionKey }>;
export type VenueManageTab = (typeof VENUE_MANAGE_TABS)[number]["tab"];

export function visibleVenueTabs(permissions: VenuePermissions) {
  return VENUE_MANAGE_TABS.filter((t) => permissions[t.permission]);
}

export interface VenueStaffMember {
  userId: string;
  role: string;
  invitationStatus: string;
}

/**
 * The last active owner of a venue cannot be removed, revoked or demoted: a venue always keeps someone who
 * can manage its staff. Returns true when `change` would leave no active owner.
 */
export function wouldRemoveLastOwner(
  staff: readonly VenueStaffMember[],
  userId: string,
  change: { kind: "revoke" } | { kind: "remove" } | { kind: "role"; role: string },
): boolean {
  const target = staff.find((m) => m.userId === userId);
  if (target?.role !== "owner" || target.invitationStatus !== "active") return false;
  if (change.kind === "role" && change.role === "owner") return false;
  const otherOwners = staff.filter((m) => m.userId !== userId && m.role === "owner" && m.invitationStatus === "active");
  return otherOwners.length === 0;
}

/** Who asks for a staff change: their role and permissions at this venue (an administrator acts as an owner). */
export interface StaffActorStanding {
  userId: string;
  role: string | null;
  permissions: VenuePermissions;
  viaAdmin: boolean;
}

/** The member a change is about (null for an invitation of someone not yet on the staff). */
export interface StaffTargetStanding {
  userId: string;
  role: string;
  permissions: VenuePermissions;
}

export type StaffChangeRequest =
  | { kind: "invite"; role: string }
  | { kind: "role"; role: string }
  | { kind: "permissions"; permissions: VenuePermissions }
  | { kind: "revoke" }
  | { kind: "remove" };

export const STAFF_RULE_MESSAGES = {
  ownersOnly: "Only an owner can invite, make, change or remove an owner.",
  removeOwnersOnly: "Only an owner can remove someone from the staff for good.",
  selfRaise: "You cannot raise your own role or permissions.",
  notHeld: (labels: readonly string[]) =>
    `You can only grant permissions you hold yourself. You do not hold: ${labels.join(", ")}.`,
} as const;

/**
 * Who may change whom on a venue's staff, beyond can_manage_staff (which lets someone open the Staff tab):
 * - only an owner invites, makes, changes or removes an owner, and only an owner removes anyone for good;
 * - nobody raises their own role or permissions (stepping down is fine: the last-owner rule guards that);
 * - nobody grants a permission they do not hold: a key the member gains (from fine-tuning, or from a role's
 *   defaults on an invitation or a role change) must be one the actor holds.
 * Returns the refusal people read, or null when the change is allowed. wouldRemoveLastOwner still applies.
 */
export function staffChangeRefusal(
  actor: StaffActorStanding,
  target: StaffTargetStanding | null,
  change: StaffChangeRequest,
): string | null {
  const isOwner = actor.viaAdmin || actor.role === "owner";
  const held: VenuePermissions = actor.viaAdmin ? defaultVenuePermissions("owner") : actor.permissions;
  const before = target?.permissions ?? defaultVenuePermissions("");
  const after =
    change.kind === "invite" || change.kind === "role"
      ? defaultVenuePermissions(change.role)
      : change.kind === "permissions"
        ? change.permissions
        : before;
  const gained = VENUE_PERMISSION_KEYS.filter((key) => after[key] && !before[key]);
  const makesOwner = (change.kind === "invite" || change.kind === "role") && change.role === "owner";
  const isSelf = target !== null && target.userId === actor.userId;
  if (isSelf && ((makesOwner && target.role !== "owner") || gained.length > 0)) return STAFF_RULE_MESSAGES.selfRaise;
  if (!isOwner && (makesOwner || target?.role === "owner")) return STAFF_RULE_MESSAGES.ownersOnly;
  if (!isOwner && change.kind === "remove") return STAFF_RULE_MESSAGES.removeOwnersOnly;
  const notHeld = gained.filter((key) => !held[key]);
  if (notHeld.length > 0) return STAFF_RULE_MESSAGES.notHeld(notHeld.map((key) => VENUE_PERMISSION_LABELS[key]));
  return null;
}

/** Spec §8 messages of venue-manager operations. */
export const VENUE_MANAGER_ERRORS = {
  notAuthenticated: "User not authenticated",
  unknown: "Unknown error occurred",
} as const;

/** How long an emailed staff invitation stays valid. */
export const VENUE_INVITATION_DAYS = 7;
