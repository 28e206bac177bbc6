import { describe, expect, it } from "vitest";
import { adminActionLabel, describeChange, parseAuditFilter } from "./admin-audit";

describe("admin audit rules", () => {
  it("parses the filter from the URL and ignores unknown actions and groups", () => {
    expect(parseAuditFilter(new URLSearchParams("action=booking.status&q=%20mara%20&page=3"))).toEqual({
      action: "booking.status",
      group: null,
      q: "mara",
      page: 3,
    });
    expect(parseAuditFilter(new URLSearchParams("action=drop.tables&group=nope&page=-2"))).toEqual({
      action: null,
      group: null,
      q: "",
      page: 1,
    });
    expect(parseAuditFilter(new URLSearchParams("group=dj")).group).toBe("dj");
  });

  it("labels known actions and passes unknown ones through", () => {
    expect(adminActionLabel("user.block")).toBe("User blocked");
    expect(adminActionLabel("legacy.thing")).toBe("legacy.thing");
  });

  it("describes only what changed", () => {
    expect(describeChange({ active: false, featured: true }, { active: true, featured: true })).toBe(
      "active: false → true",
    );
    expect(describeChange(null, { status: "contacted" })).toBe("status: contacted");
    expect(describeChange({ blocked: false }, { blocked: false })).toBe("");
  });
});
