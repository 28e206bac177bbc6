import { describe, expect, it } from "vitest";
import { roleHref } from "./shell-roles";

describe("roleHref for production-line roles", () => {
  it("takes an owner or a producer to the chosen line's dashboard", () => {
    expect(roleHref({ roleType: "production_line_owner", resourceSlug: "nachtwerk" })).toBe(
      "/producer/dashboard/nachtwerk",
    );
    expect(roleHref({ roleType: "producer", resourceSlug: "golden-hour" })).toBe("/producer/dashboard/golden-hour");
  });
  it("falls back to the list of their lines when the line is gone", () => {
    expect(roleHref({ roleType: "producer", resourceSlug: null })).toBe("/producer/my-productions");
  });
});
