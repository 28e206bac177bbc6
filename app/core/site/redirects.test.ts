import { describe, expect, it } from "vitest";
import { afterLoginPath, callbackRedirect, sameSitePath } from "./redirects";

describe("redirect targets stay on this site", () => {
  const hostile = [
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    "/admin\n//evil",
    "/%252F%252Fevil.example",
    "",
    "admin",
    // Dot segments that normalise into a protocol-relative "//host" (found by probing the running app, decision 016).
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/x/..//evil.example",
    "/%2E//evil.example/phish",
    "/%2e//evil.example",
    "/./%2F/evil.example",
    "/a/b/../..//evil.example?x=1#y",
    "/..//evil.example",
    "/.%2e//evil.example",
    "/%2e%2e/%2fevil.example",
    "/.\\evil.example",
    "/./\\/evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
  ];
  it("rejects protocol-relative, backslash, encoded, scheme and control-character variants", () => {
    for (const value of hostile) expect(sameSitePath(value), value).toBeNull();
  });
  it("keeps plain paths with query and hash", () => {
    expect(sameSitePath("/dj/kairo-blaze?tab=gigs#top")).toBe("/dj/kairo-blaze?tab=gigs#top");
  });
  it("hands back the normalised path, never one that starts with two slashes", () => {
    expect(sameSitePath("/x/../following")).toBe("/following");
    expect(sameSitePath("/./admin/dashboard")).toBe("/admin/dashboard");
    for (const value of hostile) {
      const path = sameSitePath(value);
      expect(path === null || !/^[/\\]{2}/.test(path), value).toBe(true);
    }
  });
  it("auth callback honours only /admin paths (spec §4)", () => {
    expect(callbackRedirect("/admin/dashboard")).toBe("/admin/dashboard");
    expect(callbackRedirect("/admin")).toBe("/admin");
    expect(callbackRedirect("/administrator")).toBe("/");
    expect(callbackRedirect("/profile")).toBe("/");
    for (const value of hostile) expect(callbackRedirect(value), value).toBe("/");
    expect(callbackRedirect(null)).toBe("/");
  });
  it("after sign-in goes to the saved path or home", () => {
    expect(afterLoginPath("/following")).toBe("/following");
    expect(afterLoginPath("/login?x=1")).toBe("/");
    expect(afterLoginPath("//evil.example")).toBe("/");
    expect(afterLoginPath("/.//evil.example")).toBe("/");
    expect(afterLoginPath("/%2e%2e//evil.example")).toBe("/");
    expect(afterLoginPath(undefined)).toBe("/");
  });
});
