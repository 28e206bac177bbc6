import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { REPO_ROOT } from "./helpers/spawn";
import { createTestDatabaseWithUrl, testEngine } from "./helpers/test-database";

/**
 * Issue 16, "across two processes on PostgreSQL": two real app processes (`npm start`'s script, production build,
 * page cache on) on one PostgreSQL database. A write made through process A is shown by process B's next
 * anonymous page, although B answered that page from its page cache a moment before: the change notice
 * (publicContentChanged → pg_notify → B's LISTEN) drops B's pages and held reads, long before their 5 s
 * time to live would. An unannounced write made beside the app proves B really was answering from memory.
 */

const PASSWORD = "booth cross-process passphrase";
/** Well under the page cache's and held reads' 5 s time to live: only the notice can explain a change this fast. */
const NOTICE_WITHIN_MS = 1_500;

interface AppProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

let database: Database;
let a: AppProcess;
let b: AppProcess;
const postgres = testEngine() === "postgres";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startApp(databaseUrl: string, name: string): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `booth-xproc-${name}-`));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "scripts/start.mjs")], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      PAGE_CACHE: "on",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const started = Date.now();
  // The first start may build the app (on a fresh clone the build step of `npm test` comes later).
  while (Date.now() - started < 240_000) {
    if (child.exitCode !== null) throw new Error(`app ${name} exited:\n${output.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, dataDir, output };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app ${name} did not answer:\n${output.join("")}`);
}

async function stopApp(app: AppProcess | undefined): Promise<void> {
  if (!app) return;
  if (app.child.exitCode === null) {
    const exited = new Promise((r) => app.child.once("exit", r));
    app.child.kill("SIGTERM");
    await exited;
  }
  rmSync(app.dataDir, { recursive: true, force: true });
}

async function signIn(app: AppProcess, email: string): Promise<string> {
  const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function postForm(app: AppProcess, pathname: string, cookie: string, form: Record<string, string>) {
  const res = await fetch(`${app.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, cookie },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  expect(res.status, `${pathname}: ${res.status}`).toBeLessThan(400);
  await res.arrayBuffer();
}

/** An anonymous page as a browser asks for it (no cookie: the page cache's kind of request). */
async function anonymousPage(app: AppProcess, pathname: string): Promise<string> {
  const res = await fetch(`${app.url}${pathname}`, { headers: { "accept-encoding": "gzip, br" } });
  expect(res.status).toBe(200);
  return res.text();
}

function followerCount(html: string): number {
  const match = html.match(/data-testid="follower-count"[^>]*>([\d,]+) followers?</);
  if (!match) throw new Error("no follower count on the page");
  return Number(match[1].replace(/,/g, ""));
}

/** Polls B until `check` holds; returns how long that took. */
async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(postgres)("the page cache across two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    const created = await createTestDatabaseWithUrl();
    database = created.database;
    const url = created.url as string;
    // A migrates and seeds the demo content; B starts on what A made.
    a = await startApp(url, "a");
    await seedDemoAccounts(database.db, PASSWORD);
    b = await startApp(url, "b");
  }, 600_000);

  afterAll(async () => {
    await stopApp(a);
    await stopApp(b);
    await database?.close();
  }, 60_000);

  it("a follow made through A shows on B's next anonymous page, which B had been answering from memory", async () => {
    const [{ slug, id }] = (
      await database.db.execute(
        sql`select slug, id from dj_profiles where active and verification_status in ('verified', 'mate') order by slug limit 1`,
      )
    ).rows as { slug: string; id: string }[];
    const before = followerCount(await anonymousPage(b, `/dj/${slug}`));

    // A follow written beside the app, announced to no one: B keeps answering from memory.
    const quiet = await database.db.execute(
      sql`insert into dj_follows (user_id, dj_profile_id) select id, ${id} from users where email = ${DEMO_ACCOUNTS.admin.email} returning user_id`,
    );
    expect(quiet.rows).toHaveLength(1);
    expect(followerCount(await anonymousPage(b, `/dj/${slug}`))).toBe(before);

    // The fan follows through A: A announces it, and B drops what it held.
    const fan = await signIn(a, DEMO_ACCOUNTS.user.email);
    await postForm(a, `/dj/${slug}`, fan, { intent: "follow" });
    const took = await waitUntil(
      async () => followerCount(await anonymousPage(b, `/dj/${slug}`)) === before + 2,
      NOTICE_WITHIN_MS,
    );
    expect(took).toBeLessThan(NOTICE_WITHIN_MS);
  });

  it("a flag switched off by an admin through A is obeyed by B's next anonymous page", async () => {
    const radioLink = /href="\/radio"/;
    expect(await anonymousPage(b, "/")).toMatch(radioLink);
    expect(await anonymousPage(b, "/")).toMatch(radioLink);

    const admin = await signIn(a, DEMO_ACCOUNTS.admin.email);
    await postForm(a, "/admin/settings", admin, { flag: "radioEnabled", enabled: "false" });
    const took = await waitUntil(async () => !radioLink.test(await anonymousPage(b, "/")), NOTICE_WITHIN_MS);
    expect(took).toBeLessThan(NOTICE_WITHIN_MS);
  });
});
