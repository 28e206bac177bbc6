import { describe, expect, it } from "vitest";
import { deriveViewerRole, needsProfileCompletion, profileCompletionPath, returnAfterProfile } from "./roles";

describe("derived role (spec §4/§6)", () => {
  it("guest, user, dj (mate), admin", () => {
    expect(deriveViewerRole({ signedIn: false, userRole: "admin", hasMateProfile: true })).toBe("guest");
    expect(deriveViewerRole({ signedIn: true, userRole: "user", hasMateProfile: false })).toBe("user");
    expect(deriveViewerRole({ signedIn: true, userRole: "user", hasMateProfile: true })).toBe("dj");
    expect(deriveViewerRole({ signedIn: true, userRole: "admin", hasMateProfile: false })).toBe("admin");
    expect(deriveViewerRole({ signedIn: true, userRole: "supadmin", hasMateProfile: true })).toBe("admin");
  });
});

describe("profile completion redirect (spec §4)", () => {
  it("applies to signed-in non-admins with an incomplete profile, except on /complete-profile and /auth/callback", () => {
    expect(needsProfileCompletion("user", false, "/")).toBe(true);
    expect(needsProfileCompletion("dj", false, "/dj/x")).toBe(true);
    expect(needsProfileCompletion("user", false, "/complete-profile")).toBe(false);
    expect(needsProfileCompletion("user", false, "/auth/callback")).toBe(false);
    expect(needsProfileCompletion("admin", false, "/")).toBe(false);
    expect(needsProfileCompletion("guest", false, "/")).toBe(false);
    expect(needsProfileCompletion("user", true, "/")).toBe(false);
  });
});

describe("returning to a mailed invitation after completing a new profile", () => {
  it("keeps only a staff invitation's path, safely", () => {
    const token = "a".repeat(64);
    expect(profileCompletionPath(`/venue/invitations/${token}`)).toBe(
      `/complete-profile?redirectTo=${encodeURIComponent(`/venue/invitations/${token}`)}`,
    );
    expect(returnAfterProfile(`/venue/invitations/${token}`)).toBe(`/venue/invitations/${token}`);
    for (const other of ["/", "/about", "/profile", "//evil.example/venue/invitations/x", "https://evil.example/"]) {
      expect(profileCompletionPath(other), other).toBe("/complete-profile");
      expect(returnAfterProfile(other), other).toBeNull();
    }
    expect(returnAfterProfile(`/venue/invitations/${token}/../../admin`)).toBeNull();
  });
});
