import { describe, expect, it } from "vitest";
import {
  defaultVenuePermissions,
  permissionsAfterRoleChange,
  readVenuePermissions,
  STAFF_RULE_MESSAGES,
  staffChangeRefusal,
  VENUE_MANAGER_ERRORS,
  VENUE_PERMISSION_KEYS,
  visibleVenueTabs,
  wouldRemoveLastOwner,
} from "./venue-permissions";

const granted = (role: string) =>
  Object.entries(defaultVenuePermissions(role))
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort();

describe("Default venue permissions (spec §4)", () => {
  it("owner all true", () => {
    expect(granted("owner")).toEqual([...VENUE_PERMISSION_KEYS].sort());
  });
  it("manager all except can_manage_staff and can_delete", () => {
    expect(granted("manager")).toEqual(
      ["can_edit", "can_view_analytics", "can_manage_events", "can_manage_bookings", "can_manage_media"].sort(),
    );
  });
  it("booking_agent can_view_analytics, can_manage_events, can_manage_bookings", () => {
    expect(granted("booking_agent")).toEqual(["can_manage_bookings", "can_manage_events", "can_view_analytics"]);
  });
  it("promoter can_manage_events and can_manage_media", () => {
    expect(granted("promoter")).toEqual(["can_manage_events", "can_manage_media"]);
  });
  it("any other role none", () => {
    expect(granted("janitor")).toEqual([]);
    expect(granted("")).toEqual([]);
  });
  it("every role's object names all seven permission keys", () => {
    for (const role of ["owner", "manager", "booking_agent", "promoter", "other"]) {
      expect(Object.keys(defaultVenuePermissions(role)).sort()).toEqual([...VENUE_PERMISSION_KEYS].sort());
    }
  });
});

describe("Venue manager role change (spec §4)", () => {
  it("changing a role replaces the permissions with that role's defaults", () => {
    expect(permissionsAfterRoleChange("promoter")).toEqual(defaultVenuePermissions("promoter"));
    expect(permissionsAfterRoleChange("booking_agent").can_manage_media).toBe(false);
  });
});

describe("stored permissions", () => {
  it("only true grants count; anything else is no permission", () => {
    const read = readVenuePermissions({ can_edit: true, can_delete: "true", can_manage_staff: 1, extra: true });
    expect(read.can_edit).toBe(true);
    expect(read.can_delete).toBe(false);
    expect(read.can_manage_staff).toBe(false);
    expect(Object.keys(read)).not.toContain("extra");
    expect(Object.values(readVenuePermissions(null)).some(Boolean)).toBe(false);
  });
  it("a booking agent sees only the Events, Analytics and Bookings tabs", () => {
    expect(visibleVenueTabs(defaultVenuePermissions("booking_agent")).map((t) => t.label)).toEqual([
      "Events",
      "Analytics",
      "Bookings",
    ]);
  });
});

describe("last owner", () => {
  const staff = [
    { userId: "a", role: "owner", invitationStatus: "active" },
    { userId: "b", role: "manager", invitationStatus: "active" },
    { userId: "c", role: "owner", invitationStatus: "revoked" },
  ];
  it("the last active owner cannot be revoked, removed or demoted", () => {
    expect(wouldRemoveLastOwner(staff, "a", { kind: "revoke" })).toBe(true);
    expect(wouldRemoveLastOwner(staff, "a", { kind: "remove" })).toBe(true);
    expect(wouldRemoveLastOwner(staff, "a", { kind: "role", role: "manager" })).toBe(true);
    expect(wouldRemoveLastOwner(staff, "a", { kind: "role", role: "owner" })).toBe(false);
  });
  it("with a second active owner, either may go; other staff may always go", () => {
    const two = [...staff, { userId: "d", role: "owner", invitationStatus: "active" }];
    expect(wouldRemoveLastOwner(two, "a", { kind: "revoke" })).toBe(false);
    expect(wouldRemoveLastOwner(staff, "b", { kind: "remove" })).toBe(false);
  });
});

describe("spec §8 messages", () => {
  it("are the spec's strings", () => {
    expect(VENUE_MANAGER_ERRORS.notAuthenticated).toBe("User not authenticated");
    expect(VENUE_MANAGER_ERRORS.unknown).toBe("Unknown error occurred");
  });
});

describe("staffChangeRefusal: who may change whom on the staff", () => {
  const standing = (userId: string, role: string, permissions = defaultVenuePermissions(role)) => ({
    userId,
    role,
    permissions,
  });
  const actor = (role: string, permissions = defaultVenuePermissions(role)) => ({
    ...standing("actor", role, permissions),
    viaAdmin: false,
  });
  /** A manager whose owner granted them can_manage_staff (but not can_delete). */
  const staffManager = actor("manager", { ...defaultVenuePermissions("manager"), can_manage_staff: true });
  const owner = standing("owner-1", "owner");
  const self = standing("actor", "manager", staffManager.permissions);

  it("only an owner invites, makes, changes or removes an owner", () => {
    expect(staffChangeRefusal(staffManager, null, { kind: "invite", role: "owner" })).toBe(
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    expect(staffChangeRefusal(staffManager, standing("m", "manager"), { kind: "role", role: "owner" })).toBe(
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    expect(staffChangeRefusal(staffManager, owner, { kind: "role", role: "promoter" })).toBe(
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    expect(
      staffChangeRefusal(staffManager, owner, {
        kind: "permissions",
        permissions: { ...owner.permissions, can_delete: false },
      }),
    ).toBe(STAFF_RULE_MESSAGES.ownersOnly);
    expect(staffChangeRefusal(staffManager, owner, { kind: "revoke" })).toBe(STAFF_RULE_MESSAGES.ownersOnly);
    const realOwner = actor("owner");
    expect(staffChangeRefusal(realOwner, null, { kind: "invite", role: "owner" })).toBeNull();
    expect(staffChangeRefusal(realOwner, standing("m", "manager"), { kind: "role", role: "owner" })).toBeNull();
    expect(staffChangeRefusal(realOwner, owner, { kind: "revoke" })).toBeNull();
    // An administrator acts as an owner.
    expect(
      staffChangeRefusal({ userId: "a", role: null, permissions: defaultVenuePermissions(""), viaAdmin: true }, owner, {
        kind: "revoke",
      }),
    ).toBeNull();
  });

  it("nobody raises their own role or permissions; stepping down is allowed", () => {
    expect(staffChangeRefusal(staffManager, self, { kind: "role", role: "owner" })).toBe(STAFF_RULE_MESSAGES.selfRaise);
    expect(
      staffChangeRefusal(staffManager, self, {
        kind: "permissions",
        permissions: { ...self.permissions, can_delete: true },
      }),
    ).toBe(STAFF_RULE_MESSAGES.selfRaise);
    // A promoter with staff rights moving themselves to booking agent would gain analytics and bookings.
    const promoter = actor("promoter", { ...defaultVenuePermissions("promoter"), can_manage_staff: true });
    expect(
      staffChangeRefusal(promoter, standing("actor", "promoter", promoter.permissions), {
        kind: "role",
        role: "booking_agent",
      }),
    ).toBe(STAFF_RULE_MESSAGES.selfRaise);
    // Down is fine: an owner steps down (the last-owner rule is checked separately), a manager drops a key.
    const ownerActor = actor("owner");
    expect(staffChangeRefusal(ownerActor, standing("actor", "owner"), { kind: "role", role: "manager" })).toBeNull();
    expect(staffChangeRefusal(ownerActor, standing("actor", "owner"), { kind: "revoke" })).toBeNull();
    expect(
      staffChangeRefusal(staffManager, self, {
        kind: "permissions",
        permissions: { ...self.permissions, can_edit: false },
      }),
    ).toBeNull();
  });

  it("nobody grants a permission they do not hold", () => {
    expect(
      staffChangeRefusal(staffManager, standing("m", "manager"), {
        kind: "permissions",
        permissions: { ...defaultVenuePermissions("manager"), can_delete: true },
      }),
    ).toBe(STAFF_RULE_MESSAGES.notHeld(["Delete venue"]));
    // A promoter with staff rights cannot invite a manager (whose defaults include Edit details, analytics…).
    const promoter = actor("promoter", { ...defaultVenuePermissions("promoter"), can_manage_staff: true });
    expect(staffChangeRefusal(promoter, null, { kind: "invite", role: "manager" })).toBe(
      STAFF_RULE_MESSAGES.notHeld(["Edit details", "View analytics", "Manage bookings"]),
    );
    expect(staffChangeRefusal(promoter, null, { kind: "invite", role: "promoter" })).toBeNull();
    // Keys the member already had are not grants: an owner without can_delete may still tune a member who has it.
    const noDelete = actor("owner", { ...defaultVenuePermissions("owner"), can_delete: false });
    const member = standing("m", "manager", { ...defaultVenuePermissions("manager"), can_delete: true });
    expect(
      staffChangeRefusal(noDelete, member, {
        kind: "permissions",
        permissions: { ...member.permissions, can_edit: false },
      }),
    ).toBeNull();
    expect(staffChangeRefusal(staffManager, standing("m", "promoter"), { kind: "role", role: "manager" })).toBeNull();
  });

  it("only an owner removes a former member for good", () => {
    const revoked = standing("gone", "manager", defaultVenuePermissions(""));
    expect(staffChangeRefusal(staffManager, revoked, { kind: "remove" })).toBe(STAFF_RULE_MESSAGES.removeOwnersOnly);
    expect(staffChangeRefusal(actor("owner"), revoked, { kind: "remove" })).toBeNull();
  });
});
