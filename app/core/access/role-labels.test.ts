import { describe, expect, it } from "vitest";
import {
  activeDjProfileStorageKey,
  activeRoleStorageKey,
  canBlockAccount,
  canChangeAccountRole,
  canGrantRole,
  ROLE_LABELS,
  ROLE_TYPES,
  roleLabel,
  roleSection,
  showRoleSwitcher,
} from "./role-labels";

describe("role labels (spec §6)", () => {
  it("labels the six role types exactly", () => {
    expect(ROLE_TYPES).toEqual(["dj_manager", "venue_owner", "production_line_owner", "producer", "admin", "supadmin"]);
    expect(ROLE_LABELS).toEqual({
      dj_manager: "DJ Manager",
      venue_owner: "Venue Owner",
      production_line_owner: "Production Line Owner",
      producer: "Producer",
      admin: "Administrator",
      supadmin: "Super Administrator",
    });
    expect(roleLabel("producer")).toBe("Producer");
    expect(roleLabel("something_else")).toBe("something_else");
  });

  it("groups roles into the switcher's sections", () => {
    expect(roleSection("dj_manager")).toBe("DJ Profiles");
    expect(roleSection("venue_owner")).toBe("Venues");
    expect(roleSection("production_line_owner")).toBe("Production Lines");
    expect(roleSection("producer")).toBe("Production Lines");
    expect(roleSection("admin")).toBeNull();
  });

  it("shows the switcher only with more than one role", () => {
    expect(showRoleSwitcher(0)).toBe(false);
    expect(showRoleSwitcher(1)).toBe(false);
    expect(showRoleSwitcher(2)).toBe(true);
  });

  it("remembers the active role and DJ profile under product-prefixed keys", () => {
    expect(activeRoleStorageKey("booth")).toBe("booth_active_role");
    expect(activeDjProfileStorageKey("booth")).toBe("booth_active_dj_profile");
  });
});

describe("grant levels", () => {
  it("only admins grant, and only a super administrator grants admin roles", () => {
    expect(canGrantRole("user", "dj_manager")).toBe(false);
    expect(canGrantRole("admin", "venue_owner")).toBe(true);
    expect(canGrantRole("admin", "admin")).toBe(false);
    expect(canGrantRole("admin", "supadmin")).toBe(false);
    expect(canGrantRole("supadmin", "admin")).toBe(true);
    expect(canGrantRole("supadmin", "supadmin")).toBe(true);
  });

  it("account role changes stay within the actor's level", () => {
    expect(canChangeAccountRole("user", "user", "user")).toBe(false);
    expect(canChangeAccountRole("admin", "user", "admin")).toBe(false);
    expect(canChangeAccountRole("admin", "admin", "user")).toBe(false);
    expect(canChangeAccountRole("supadmin", "user", "admin")).toBe(true);
    expect(canChangeAccountRole("supadmin", "admin", "user")).toBe(true);
  });

  it("blocking needs a higher level than the target", () => {
    expect(canBlockAccount("admin", "user")).toBe(true);
    expect(canBlockAccount("admin", "admin")).toBe(false);
    expect(canBlockAccount("supadmin", "admin")).toBe(true);
    expect(canBlockAccount("supadmin", "supadmin")).toBe(false);
    expect(canBlockAccount("user", "user")).toBe(false);
  });
});
