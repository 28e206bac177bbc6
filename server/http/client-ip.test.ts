import { describe, expect, it } from "vitest";
import { resolveClientIp } from "./client-ip.server";

describe("client IP", () => {
  it("uses the socket peer and ignores X-Forwarded-For from untrusted peers", () => {
    expect(resolveClientIp("::ffff:203.0.113.9", "198.51.100.1", [])).toBe("203.0.113.9");
  });
  it("trusts X-Forwarded-For only from configured proxies, taking the first untrusted hop from the right", () => {
    expect(resolveClientIp("10.0.0.2", "198.51.100.1, 10.0.0.3", ["10.0.0.2", "10.0.0.3"])).toBe("198.51.100.1");
  });
  it("returns null without a peer", () => {
    expect(resolveClientIp(undefined, undefined, [])).toBeNull();
  });
});
