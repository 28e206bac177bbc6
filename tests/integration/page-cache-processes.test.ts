import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { AUTH_LIMIT_RULES } from "~server/limits/rate-limit.server";
import { type AppProcess, startApp, stopApp, waitUntil } from "./helpers/app-process";
import { createTestDatabaseWithUrl, testEngine } from "./helpers/test-database";

/**
 * The page cache across two processes on PostgreSQL (decision 020): two real app processes (`npm start`'s script, production build,
 * page cache on) on one PostgreSQL database. A write made through process A is shown by process B's next
 * anonymous page, although B answered that page from its page cache a moment before: the change notice
 * (publicContentChanged → pg_notify → B's LISTEN) drops B's pages and held reads, long before their 5 s
 * time to live would. An unannounced write made beside the app proves B really was answering from memory.
 * It also checks the rest of what the processes share (decision 036): a rate limit counted once for both, a block
 * obeyed by B on the blocked person's next request, a new DJ found by B's search and suggestions.
 */

const PASSWORD = "booth cross-process passphrase";
/** Well under the page cache's and held reads' 5 s time to live: only the notice can explain a change this fast. */
const NOTICE_WITHIN_MS = 1_500;

let database: Database;
let a: AppProcess;
let b: AppProcess;
const postgres = testEngine() === "postgres";

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
  const body = await res.text();
  expect(res.status, `${pathname}: ${res.status} ${body.slice(0, 2000)}`).toBeLessThan(400);
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

describe.runIf(postgres)("the page cache across two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    const created = await createTestDatabaseWithUrl();
    database = created.database;
    const url = created.url as string;
    // A migrates and seeds the demo content; B starts on what A made.
    // Both trust the test as a proxy, so a request can say which client address it stands for.
    a = await startApp(url, "a", { TRUSTED_PROXIES: "127.0.0.1" });
    await seedDemoAccounts(database.db, PASSWORD);
    b = await startApp(url, "b", { TRUSTED_PROXIES: "127.0.0.1" });
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

  it("a sign-in limit hit through one process holds on the other: the documented count passes in total", async () => {
    const documented = AUTH_LIMIT_RULES["sign-in"].perIp.points;
    const attempt = async (app: AppProcess, i: number) => {
      const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        // One client address (through the trusted proxy) for every attempt, alternating between the processes.
        headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": "198.51.100.25" },
        body: JSON.stringify({ email: `nobody-${i}@booth.test`, password: "not the password" }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < documented + 6; i++) statuses.push(await attempt(i % 2 === 0 ? a : b, i));
    const passed = statuses.filter((s) => s !== 429);
    // Per process, each would have let `documented` through: 2 × 9 = 18 of these 15.
    expect(passed).toHaveLength(documented);
    expect(statuses.slice(0, documented).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(documented)).toEqual(Array(6).fill(429));
    // Another address is untouched on both.
    const other = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.url, "x-forwarded-for": "198.51.100.26" },
      body: JSON.stringify({ email: "nobody@booth.test", password: "not the password" }),
    });
    expect(other.status).not.toBe(429);
  });

  it("a user blocked by an admin through A is signed out by B on their next request", async () => {
    const victim = await signIn(b, DEMO_ACCOUNTS.victim.email);
    const settings = (app: AppProcess) =>
      fetch(`${app.url}/profile-settings`, { headers: { cookie: victim }, redirect: "manual" });
    const before = await settings(b);
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    const [{ id }] = (await database.db.execute(sql`select id from users where email = ${DEMO_ACCOUNTS.victim.email}`))
      .rows as { id: string }[];
    const admin = await signIn(a, DEMO_ACCOUNTS.admin.email);
    await postForm(a, "/admin/users", admin, { intent: "block", userId: id });

    // B answers them as it answers a guest (the signed-out refusal), and clears their cookie.
    const after = await settings(b);
    await after.arrayBuffer();
    const guest = await fetch(`${b.url}/profile-settings`, { redirect: "manual" });
    await guest.arrayBuffer();
    expect(guest.status).not.toBe(200);
    expect(after.status).toBe(guest.status);
    expect(after.headers.getSetCookie().join("\n")).toMatch(/session_token=;|session_token=[^;]*;.*Max-Age=0/i);
    // Every session of theirs is gone, not only refused on B.
    const sessions = await database.db.execute(sql`select count(*)::int as n from sessions where user_id = ${id}`);
    expect((sessions.rows as { n: number }[])[0].n).toBe(0);
  });

  it("a DJ created by an admin through A is found by B's search and suggestions on the next request", async () => {
    const name = "Quillon Vexmar";
    const searchPage = () => anonymousPage(b, `/search?q=${encodeURIComponent("Vexmar")}`);
    const suggestions = async () => {
      const res = await fetch(`${b.url}/api/search/suggestions?q=vexma`);
      return JSON.stringify(await res.json());
    };
    // B reads (and holds) both before the DJ exists.
    expect(await searchPage()).not.toContain(name);
    expect(await suggestions()).not.toContain(name);

    const admin = await signIn(a, DEMO_ACCOUNTS.admin.email);
    await postForm(a, "/admin/djs", admin, { intent: "create", displayName: name, verification: "verified" });
    const found = await waitUntil(async () => (await searchPage()).includes(name), NOTICE_WITHIN_MS);
    expect(found).toBeLessThan(NOTICE_WITHIN_MS);
    const suggested = await waitUntil(async () => (await suggestions()).includes(name), NOTICE_WITHIN_MS);
    expect(suggested).toBeLessThan(NOTICE_WITHIN_MS);
  });
});
