import { describe, expect, it } from "vitest";
import { ADMIN_GUARD_TIMEOUT_MS, adminGuardState } from "./admin-guard-status";

describe("admin guard wait (spec §6, §9)", () => {
  it("checks while waiting and times out after 10 s", () => {
    expect(ADMIN_GUARD_TIMEOUT_MS).toBe(10_000);
    expect(adminGuardState(false, 50_000)).toBe("idle");
    expect(adminGuardState(true, 0)).toBe("checking");
    expect(adminGuardState(true, 9_999)).toBe("checking");
    expect(adminGuardState(true, 10_000)).toBe("timeout");
  });
});
