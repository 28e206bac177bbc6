import { describe, expect, it } from "vitest";
import {
  adminDjHref,
  createDjSchema,
  djBulkChangeSchema,
  djBulkMessage,
  isPublicDj,
  parseAdminDjFilter,
} from "./admin-djs";

const ID = "6f1c1f9e-2c61-4c1f-9d4f-0a3c2f1b7e11";

describe("admin DJ list", () => {
  it("reads the filters and drops unknown values", () => {
    const f = parseAdminDjFilter(new URLSearchParams("q=nadia&verification=mate&active=no&claimed=yes&booking=maybe"));
    expect(f).toMatchObject({ q: "nadia", verification: "mate", active: "no", claimed: "yes", booking: null, page: 1 });
    expect(parseAdminDjFilter(new URLSearchParams("verification=gold")).verification).toBeNull();
    expect(adminDjHref(f, { page: 2 })).toBe("?q=nadia&verification=mate&active=no&claimed=yes&page=2");
  });

  it("accepts a bulk verification or flag change and refuses an empty selection", () => {
    expect(djBulkChangeSchema.parse({ intent: "flag", ids: [ID], flag: "homepageFeatured", value: "on" })).toEqual({
      intent: "flag",
      ids: [ID],
      flag: "homepageFeatured",
      value: true,
    });
    const empty = djBulkChangeSchema.safeParse({ intent: "verification", ids: [], value: "verified" });
    expect(empty.success ? "" : empty.error.issues[0]?.message).toBe("Tick at least one DJ.");
    expect(djBulkChangeSchema.safeParse({ intent: "flag", ids: [ID], flag: "role", value: "on" }).success).toBe(false);
  });

  it("says what a bulk change did", () => {
    expect(djBulkMessage({ intent: "verification", ids: [ID, ID], value: "verified" }, 2)).toBe(
      "2 DJs set to verified",
    );
    expect(djBulkMessage({ intent: "flag", ids: [ID], flag: "isSuggested", value: false }, 1)).toBe(
      "1 DJ: suggested off",
    );
  });

  it("treats only active mate or verified profiles as public", () => {
    expect(isPublicDj({ active: true, verificationStatus: "verified" })).toBe(true);
    expect(isPublicDj({ active: true, verificationStatus: "none" })).toBe(false);
    expect(isPublicDj({ active: false, verificationStatus: "mate" })).toBe(false);
  });

  it("needs a name to create a profile", () => {
    const bad = createDjSchema.safeParse({ intent: "create", displayName: " " });
    expect(bad.success ? "" : bad.error.issues[0]?.message).toBe("Enter the DJ's name.");
    expect(createDjSchema.parse({ intent: "create", displayName: "Zed Lux" })).toEqual({
      intent: "create",
      displayName: "Zed Lux",
      location: null,
      verification: "none",
    });
  });
});
