import { describe, expect, it } from "vitest";
import { isDiskFull, watchDiskReserve } from "./disk-space.server";

const MB = 1024 * 1024;

/** A disk whose free space the test sets, counting how often it is measured. */
function fakeDisk(freeMb: number) {
  const disk = {
    freeMb,
    reads: 0,
    fail: false,
    statfs: async () => {
      disk.reads++;
      if (disk.fail) throw Object.assign(new Error("no such folder"), { code: "ENOENT" });
      return { bavail: disk.freeMb * 256, bsize: 4096 };
    },
  };
  return disk;
}

describe("isDiskFull", () => {
  it("knows a full disk from Node, from PostgreSQL and through wrapped causes", () => {
    expect(isDiskFull(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("quota"), { code: "EDQUOT" }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('could not extend file "base/5/16385"'), { code: "53100" }))).toBe(true);
    const drizzle = new Error("Failed query: insert …", {
      cause: Object.assign(new Error("could not write to file: No space left on device"), { code: "XX000" }),
    });
    expect(isDiskFull(drizzle)).toBe(true);
  });

  it("does not take other failures for a full disk", () => {
    expect(isDiskFull(Object.assign(new Error("gone"), { code: "ENOENT" }))).toBe(false);
    expect(isDiskFull(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDiskFull(null)).toBe(false);
    expect(isDiskFull("ENOSPC")).toBe(false);
  });
});

describe("watchDiskReserve", () => {
  it("is low exactly while the free space is below the reserve, re-read once it is a second old", async () => {
    const disk = fakeDisk(500);
    let clock = 0;
    const reserve = watchDiskReserve("/data", 128 * MB, { statfs: disk.statfs, now: () => clock });
    expect(await reserve.isLow()).toBe(false);
    disk.freeMb = 100;
    clock = 999;
    // Still the first reading: a second has not passed.
    expect(await reserve.isLow()).toBe(false);
    clock = 1000;
    expect(await reserve.isLow()).toBe(true);
    expect(await reserve.status()).toEqual({ freeBytes: 100 * MB, reserveBytes: 128 * MB, low: true });
    disk.freeMb = 128;
    clock = 2000;
    expect(await reserve.isLow()).toBe(false);
  });

  it("measures once for many requests at the same moment", async () => {
    const disk = fakeDisk(50);
    const reserve = watchDiskReserve("/data", 128 * MB, { statfs: disk.statfs, now: () => 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => reserve.isLow()));
    expect(answers.every(Boolean)).toBe(true);
    expect(disk.reads).toBe(1);
  });

  it("refuses nothing when the reserve is 0, or when the folder cannot be measured", async () => {
    const disk = fakeDisk(0);
    expect(await watchDiskReserve("/data", 0, { statfs: disk.statfs }).isLow()).toBe(false);
    disk.fail = true;
    const unreadable = watchDiskReserve("/data", 128 * MB, { statfs: disk.statfs });
    expect(await unreadable.isLow()).toBe(false);
    expect((await unreadable.status()).freeBytes).toBeNull();
  });
});
