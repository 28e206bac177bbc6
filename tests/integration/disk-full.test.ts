import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statfsSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { storeImage } from "~server/domain/images/store-image.server";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { isDiskFull } from "~server/storage/disk-space.server";
import { createLocalFileStorage } from "~server/storage/file-storage.server";
import { type AppProcess, startApp, stopApp, waitUntil } from "./helpers/app-process";
import { eventFormFields, futureDate } from "./helpers/event-form";
import { testEngine } from "./helpers/test-database";

/**
 * Decision 042: a full disk under DATA_DIR. The data directory is a small tmpfs mounted for this test; the
 * built server runs on it with a 64 MB reserve; a ballast file brings the free space under the reserve. Then every
 * kind of write (a form post with a flyer, an anonymous form, the JSON API, a beacon) answers 507 with the disk-full
 * message and changes nothing, while pages and the health check answer 200; once the ballast is gone a write succeeds,
 * and every table's checksum shows only that write — also after a restart on the same files.
 * PGlite only: on PostgreSQL the database's disk is the PostgreSQL server's (decision 039), not DATA_DIR.
 */
const PASSWORD = "disk-full-Passw0rd!";
const MB = 1024 * 1024;
const RESERVE_MB = 64;
const root = path.join(tmpdir(), `booth-disk-full-${process.pid}`);
const serverMount = path.join(root, "server");
const smallMount = path.join(root, "small");
const mounted: string[] = [];
let skipReason: string | null = null;
let app: AppProcess | undefined;
let dataDir = "";
let djSlug = "";

function mountTmpfs(dir: string, sizeMb: number): string | null {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", dir], { encoding: "utf8" });
  if (result.status !== 0)
    return `mounting a tmpfs is not permitted here (${(result.stderr || String(result.error)).trim()})`;
  mounted.push(dir);
  return null;
}

function freeBytes(dir: string): number {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
}

/** A file taking all but `leaveBytes` of the free space (written, not sparse: tmpfs counts written pages). */
function fillDisk(dir: string, leaveBytes: number): string {
  const file = path.join(dir, "ballast");
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(4 * MB, 1);
  try {
    let left = freeBytes(dir) - leaveBytes;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      writeSync(fd, chunk, 0, n);
      left -= n;
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

let clientCounter = 0;
const clientIp = () => `10.42.${Math.floor(clientCounter / 250) % 250}.${(clientCounter++ % 250) + 1}`;

function headers(extra: Record<string, string> = {}): Record<string, string> {
  if (!app) throw new Error("no app");
  return { origin: app.url, "x-forwarded-for": clientIp(), ...extra };
}

async function signIn(email: string): Promise<string> {
  if (!app) throw new Error("no app");
  const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: headers({ "content-type": "application/json" }),
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Checksums = { table: string; rows: number; sha256: string }[];

async function checksums(): Promise<Map<string, Checksums[number]>> {
  if (!app) throw new Error("no app");
  const res = await fetch(`${app.url}/api/test/checksums`);
  expect(res.status).toBe(200);
  return new Map(((await res.json()) as Checksums).map((t) => [t.table, t]));
}

function changedTables(a: Map<string, Checksums[number]>, b: Map<string, Checksums[number]>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((t) => a.get(t)?.sha256 !== b.get(t)?.sha256).sort();
}

async function flyer(): Promise<Blob> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

/** The mate's "create event" form with a flyer, as a browser without JavaScript posts it. */
async function createEventWithFlyer(cookie: string, name: string, suffix = ""): Promise<Response> {
  if (!app) throw new Error("no app");
  const form = new FormData();
  const fields = eventFormFields(name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("image", await flyer(), "flyer.png");
  return fetch(`${app.url}/mate/events/create${suffix}`, {
    method: "POST",
    redirect: "manual",
    headers: headers({ cookie }),
    body: form,
  });
}

async function inquiry(): Promise<Response> {
  if (!app) throw new Error("no app");
  return fetch(`${app.url}/dj/${djSlug}/booking`, {
    method: "POST",
    redirect: "manual",
    headers: headers({ "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({
      name: "Disk Full",
      email: "disk.full@example.com",
      eventDate: futureDate(60),
      city: "Berlin",
      eventType: "Festival",
      budgetRange: "Not sure yet",
      message: "A sunrise slot on a full disk, two hours please.",
    }),
  });
}

async function health(): Promise<{ status: number; disk: { low: boolean; freeBytes: number | null } }> {
  if (!app) throw new Error("no app");
  const res = await fetch(`${app.url}/api/health`);
  return { status: res.status, disk: ((await res.json()) as { disk: { low: boolean; freeBytes: number } }).disk };
}

const start = () =>
  startApp(
    null,
    "disk-full",
    {
      DISK_RESERVE_MB: String(RESERVE_MB),
      E2E_HOOKS: "on",
      JOBS: "off",
      PAGE_CACHE: "off",
      TRUSTED_PROXIES: "127.0.0.1,::1",
    },
    { dataDir },
  );

describe.runIf(testEngine() === "pglite")("a full disk under DATA_DIR (PGlite)", () => {
  beforeAll(async () => {
    skipReason = mountTmpfs(serverMount, 400) ?? mountTmpfs(smallMount, 16);
    if (skipReason) {
      console.warn(`[disk-full] skipped: ${skipReason}`);
      return;
    }
    dataDir = path.join(serverMount, "data");
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      await seedDemoIfEmpty(database.db);
      await seedDemoAccounts(database.db, PASSWORD);
      const rows = (
        await database.pglite!.query<{ slug: string }>(
          `select slug from dj_profiles where active and booking_enabled
             and verification_status in ('verified', 'mate') order by slug limit 1`,
        )
      ).rows;
      djSlug = rows[0]?.slug ?? "";
    } finally {
      await database.close();
    }
  }, 240_000);

  afterAll(async () => {
    await stopApp(app, { keepDataDir: true }).catch(() => {});
    // Unmounted whatever happened above: a lazy unmount even if a file is still open.
    for (const dir of mounted.reverse()) spawnSync("umount", ["-l", dir]);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it("refuses writes with the disk-full message, keeps reads, and takes writes again once space returns", async (ctx) => {
    if (skipReason) return ctx.skip();
    expect(djSlug).not.toBe("");
    app = await start();
    const mate = await signIn(DEMO_ACCOUNTS.mate.email);
    expect((await health()).disk.low).toBe(false);
    const before = await checksums();
    const uploadsBefore = filesUnder(path.join(dataDir, "uploads"));

    const ballast = fillDisk(serverMount, (RESERVE_MB / 2) * MB);
    expect(freeBytes(serverMount)).toBeLessThan(RESERVE_MB * MB);
    // The free space is read at most once a second.
    expect(await waitUntil(async () => (await health()).disk.low, 5_000)).toBeLessThan(5_000);

    // A form post (with a flyer) as a browser sends it: the shell with the disk-full screen, 507.
    const page = await createEventWithFlyer(mate, "Disk Full Night");
    const html = await page.text();
    expect(page.status).toBe(507);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(html).toContain("The server&#x27;s disk is full");
    expect(html).toContain("Your change was not saved");
    expect(html).toContain("Back to Home");
    // The same form through React Router's data request (JavaScript on).
    const dataRequest = await createEventWithFlyer(mate, "Disk Full Night (data)", ".data");
    expect(dataRequest.status).toBe(507);
    expect(await dataRequest.text()).toContain("disk-full");
    // An anonymous form, posted to a resource route (the booking dialog reads its JSON and shows `formError`).
    const anonymous = await inquiry();
    expect(anonymous.status).toBe(507);
    expect(await anonymous.json()).toMatchObject({
      ok: false,
      formError: "The server's disk is full: your change was not saved. Please try again later.",
    });
    // The JSON API: sign-in writes a session, a beacon a view.
    const api = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ email: DEMO_ACCOUNTS.user.email, password: PASSWORD }),
    });
    expect(api.status).toBe(507);
    expect(api.headers.get("retry-after")).toBe("60");
    expect(await api.json()).toEqual({
      error: "The server's disk is full: your change was not saved. Please try again later.",
      code: "DISK_FULL",
    });
    const beacon = await fetch(`${app.url}/api/dj-activity`, {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ type: "view", djSlug }),
    });
    expect(beacon.status).toBe(507);

    // Reads go on: public pages, a signed-in page, the health check.
    for (const [pathname, cookie] of [
      ["/", ""],
      [`/dj/${djSlug}`, ""],
      ["/news", ""],
      ["/venues", ""],
      ["/mate/events", mate],
    ] as const) {
      const res = await fetch(`${app.url}${pathname}`, { headers: cookie ? { cookie } : {} });
      expect(res.status, pathname).toBe(200);
      await res.arrayBuffer();
    }
    const low = await health();
    expect(low.status).toBe(200);
    expect(low.disk.low).toBe(true);
    // The operator is told once, in the log.
    expect(app.output.join("").match(/disk space below the reserve/g)).toHaveLength(1);

    // Nothing was stored: every table as before, no upload (and no half-written one).
    expect(changedTables(before, await checksums())).toEqual([]);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual(uploadsBefore);

    // Space returns: writes are taken again within a second or so.
    rmSync(ballast);
    expect(await waitUntil(async () => !(await health()).disk.low, 5_000)).toBeLessThan(5_000);
    const saved = await createEventWithFlyer(mate, "Disk Space Back");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location") ?? "").toMatch(/^\/mate\/events\?saved=/);
    const after = await checksums();
    const changed = changedTables(before, after);
    console.log(`[disk-full] tables changed by the one event created after space returned: ${changed.join(", ")}`);
    expect(changed).toContain("mate_events");
    expect(after.get("mate_events")?.rows).toBe((before.get("mate_events")?.rows ?? 0) + 1);
    // Only the tables an event create writes (the event, its lineup, its change log), nothing else.
    expect(changed).toEqual(["event_changes", "event_lineup", "mate_events"]);
    // Its flyer: every variant written whole, none left half-written.
    const newFiles = filesUnder(path.join(dataDir, "uploads")).filter((f) => !uploadsBefore.includes(f));
    expect(newFiles).toHaveLength(4);
    expect(newFiles.every((f) => /^events\/[0-9a-f-]{36}\/[a-z0-9]+-(640|1280)\.(webp|avif)$/.test(f))).toBe(true);
    for (const f of newFiles) expect(statSync(path.join(dataDir, "uploads", f)).size).toBeGreaterThan(0);
    const served = await fetch(`${app.url}/uploads/${newFiles.find((f) => f.endsWith("1280.webp"))}`);
    expect(served.status).toBe(200);

    // A restart on the same files (checkpoint, close, reopen): the same rows, byte for byte.
    await stopApp(app, { keepDataDir: true });
    app = await start();
    expect(changedTables(after, await checksums())).toEqual([]);
  }, 180_000);

  it("an upload that meets a full disk half-way leaves no file behind", async (ctx) => {
    if (skipReason) return ctx.skip();
    const uploads = path.join(smallMount, "uploads");
    const storage = createLocalFileStorage(uploads);
    // A noisy picture compresses badly: its variants together are far larger than what is left.
    const noisy = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const ballast = fillDisk(smallMount, 200 * 1024);
    const kind = { area: "events", noun: "flyer", maxBytes: 64 * MB, tooLarge: "too large" } as const;
    const error = await storeImage(storage, new Uint8Array(noisy), kind).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDiskFull(error)).toBe(true);
    expect(filesUnder(uploads)).toEqual([]);
    rmSync(ballast);
    // With room again the same picture is stored whole.
    const url = await storeImage(storage, new Uint8Array(noisy), kind);
    expect(url).toMatch(/^\/uploads\/events\//);
    expect(filesUnder(uploads)).toHaveLength(4);
  }, 60_000);
});
