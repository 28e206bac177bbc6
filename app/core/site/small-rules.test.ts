import { describe, expect, it } from "vitest";
import { safeExternalUrl } from "~/core/djs/social-links";
import { APP_VERSION, decideVersionCheck } from "./app-version";
import { removeTrailingSlash } from "./trailing-slash";

describe("trailing slash (spec §2)", () => {
  it("removes trailing slashes and keeps the root", () => {
    expect(removeTrailingSlash("/about/")).toBe("/about");
    expect(removeTrailingSlash("/dj/someone//")).toBe("/dj/someone");
    expect(removeTrailingSlash("/")).toBe("/");
    expect(removeTrailingSlash("/about")).toBe("/about");
  });
  it("never produces a protocol-relative redirect target", () => {
    expect(removeTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(removeTrailingSlash("/\\evil.example/")).toBe("/evil.example");
  });
});

describe("app version check (spec §4)", () => {
  it("stores on the first visit without reloading, reloads once on a change", () => {
    expect(APP_VERSION).toBe("3.16.0");
    expect(decideVersionCheck(null, "3.16.0")).toBe("first-visit");
    expect(decideVersionCheck("3.16.0", "3.16.0")).toBe("unchanged");
    expect(decideVersionCheck("3.15.2", "3.16.0")).toBe("reload");
  });
});

describe("external links", () => {
  it("only http(s) URLs become links", () => {
    expect(safeExternalUrl("https://soundcloud.com/x")).toBe("https://soundcloud.com/x");
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("not a url")).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
