import { describe, expect, it } from "vitest";
import {
  claimableDjsSummary,
  claimFormSchema,
  claimPageHref,
  claimReviewedNotice,
  claimReviewSchema,
  formatClaimDate,
} from "./dj-claims";

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

describe("claim review", () => {
  const id = "7f1c6b7e-3c1a-4b8e-9a55-2f6d1e0c9a11";
  it("takes an approve or reject of one claim", () => {
    expect(claimReviewSchema.parse({ claimId: id, intent: "approve" })).toEqual({ claimId: id, intent: "approve" });
    expect(claimReviewSchema.safeParse({ claimId: id, intent: "delete" }).success).toBe(false);
    expect(claimReviewSchema.safeParse({ claimId: "1", intent: "reject" }).success).toBe(false);
  });
  it("says who now manages the profile and how many other claims an approval rejected", () => {
    const review = { claimant: { name: "", email: "ana@example.com" }, dj: { displayName: "Nadia Voss" } };
    expect(claimReviewedNotice({ ...review, decision: "rejected", alsoRejected: [] })).toBe(
      "Claim on Nadia Voss rejected",
    );
    expect(claimReviewedNotice({ ...review, decision: "approved", alsoRejected: [] })).toBe(
      "ana@example.com now manages Nadia Voss",
    );
    expect(
      claimReviewedNotice({ ...review, claimant: { name: "Ana", email: "" }, decision: "approved", alsoRejected: [1] }),
    ).toBe("Ana now manages Nadia Voss (1 other claim rejected)");
    expect(claimReviewedNotice({ ...review, decision: "approved", alsoRejected: [1, 2] })).toBe(
      "ana@example.com now manages Nadia Voss (2 other claims rejected)",
    );
  });
});
