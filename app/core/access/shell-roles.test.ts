import { describe, expect, it } from "vitest";
import { pickActiveRole, type ShellRole } from "./shell-roles";

const role = (id: string, roleType: string, resourceId: string | null, isPrimary = false): ShellRole => ({
  id,
  roleType,
  label: roleType,
  section: null,
  resourceId,
  resourceName: null,
  resourceSlug: null,
  isPrimary,
});

// The multi-role demo person: their own DJ profile (primary), an act they manage, and a venue.
const roles = [
  role("r-own", "dj_manager", "dj-own", true),
  role("r-act", "dj_manager", "dj-act"),
  role("r-venue", "venue_owner", "v1"),
];

describe("pickActiveRole (spec §6: active role and DJ profile remembered)", () => {
  it("takes the remembered role, else the primary, else the first", () => {
    expect(pickActiveRole(roles, "r-venue")?.id).toBe("r-venue");
    expect(pickActiveRole(roles, "gone")?.id).toBe("r-own");
    expect(pickActiveRole(roles, null)?.id).toBe("r-own");
    expect(pickActiveRole([role("a", "producer", "p"), role("b", "venue_owner", "v")], null)?.id).toBe("a");
    expect(pickActiveRole([], null)).toBeUndefined();
  });
  it("shows the DJ profile chosen last (e.g. on the mate dashboard) when a DJ role is the active one", () => {
    expect(pickActiveRole(roles, "r-own", "dj-act")?.id).toBe("r-act");
    expect(pickActiveRole(roles, null, "dj-act")?.id).toBe("r-act");
    expect(pickActiveRole(roles, "r-act", "dj-own")?.id).toBe("r-own");
  });
  it("leaves a venue or production role alone, and ignores a DJ profile they no longer manage", () => {
    expect(pickActiveRole(roles, "r-venue", "dj-act")?.id).toBe("r-venue");
    expect(pickActiveRole(roles, "r-act", "dj-gone")?.id).toBe("r-act");
  });
});
