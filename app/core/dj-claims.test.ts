import { describe, expect, it } from "vitest";
import { claimableDjsSummary, claimFormSchema, claimPageHref, formatClaimDate } from "./dj-claims";

describe("claim page texts and links", () => {
  it("keeps the search in the page's links and adds the chosen profile", () => {
    expect(claimPageHref("")).toBe("/claim-dj-profile");
    expect(claimPageHref("nadia voss")).toBe("/claim-dj-profile?q=nadia+voss");
    expect(claimPageHref("nadia", "nadia-voss")).toBe("/claim-dj-profile?q=nadia&dj=nadia-voss");
    expect(claimPageHref("", "nadia-voss")).toBe("/claim-dj-profile?dj=nadia-voss");
  });
  it("summarises the claimable profiles", () => {
    expect(claimableDjsSummary(0, "")).toBe("Every public profile has an owner right now.");
    expect(claimableDjsSummary(0, "zed")).toBe("No unclaimed profile matches “zed”.");
    expect(claimableDjsSummary(1, "zed")).toBe("1 unclaimed profile matching “zed”");
    expect(claimableDjsSummary(3, "zed")).toBe("3 unclaimed profiles matching “zed”");
    expect(claimableDjsSummary(3, "")).toBe("Unclaimed profiles — search for your name to narrow the list.");
  });
  it("dates claims in UTC", () => {
    expect(formatClaimDate("2026-01-31T23:30:00Z")).toBe("31 Jan 2026");
  });
});

describe("claimFormSchema", () => {
  it("asks for a profile, a reason of some length and an https link", () => {
    const result = claimFormSchema.safeParse({ djProfileId: "x", message: "short", evidenceUrl: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["djProfileId", "evidenceUrl", "message"]);
  });
});
