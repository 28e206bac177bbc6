import { describe, expect, it } from "vitest";
import { withTimeout } from "./with-timeout.server";

describe("withTimeout", () => {
  it("answers the work's value when it is in time", async () => {
    expect(await withTimeout(Promise.resolve(7), 50, "late")).toBe(7);
  });

  it("answers the fallback once the time is up, without waiting for the work", async () => {
    const started = Date.now();
    const slow = new Promise((r) => setTimeout(() => r("done"), 1_000));
    expect(await withTimeout(slow, 30, "late")).toBe("late");
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("passes the work's own failure on, and a failure after the timeout is not unhandled", async () => {
    await expect(withTimeout(Promise.reject(new Error("boom")), 50, "late")).rejects.toThrow("boom");
    const failsLate = new Promise((_, reject) => setTimeout(() => reject(new Error("late boom")), 20));
    expect(await withTimeout(failsLate, 5, "late")).toBe("late");
    await new Promise((r) => setTimeout(r, 40));
  });
});
