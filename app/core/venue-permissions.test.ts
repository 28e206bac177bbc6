import { describe, expect, it } from "vitest";
import {
  defaultVenuePermissions,
  permissionsAfterRoleChange,
  readVenuePermissions,
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
