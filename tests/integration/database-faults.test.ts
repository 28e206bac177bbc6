import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildConsentRecord, preferencesForChoice } from "~/core/consent/consent";
import { createApp } from "~server/app";
import { createAuth } from "~server/auth/auth.server";
import { loadConfig } from "~server/config.server";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { users } from "~server/db/schema";
import { type AppProcess, startApp, stopApp } from "./helpers/app-process";
import { REPO_ROOT } from "./helpers/spawn";
import { testEngine } from "./helpers/test-database";

/**
 * Database faults on PostgreSQL (decision 039), against a cluster of this test's own (the suite's is shared by the other files):
 * a statement held past the statement timeout answers 503 instead of hanging the request; PostgreSQL stopped under
 * load gives quick 503s (never a 500, never a hang) and `/api/health` says the database is down; when PostgreSQL
 * is back, the same app process answers again without a restart.
 */
const postgres = testEngine() === "postgres";
const ORIGIN = "https://booth.example";
/** The statement timeout of this test's pool: short, so the held lock below outlasts it. */
const STATEMENT_TIMEOUT_MS = 1_000;
/** No answer may take longer than this while the database is away. */
const ANSWER_WITHIN_MS = 6_000;

let cluster: { url: string; dir: string; port: string } | undefined;
let database: Database | undefined;
let dataDir = "";
let app: ReturnType<typeof createApp>;
/** The built server (`npm start`) on the same cluster: its pages, rendered by React Router. */
let pages: AppProcess | undefined;

function pgBin(name: string): string {
  const dirs = execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V -r | head -1"], {
    encoding: "utf8",
  });
  return path.join(dirs.trim(), name);
}

function pgCtl(args: string[]): void {
  const command = [pgBin("pg_ctl"), ...args];
  if (process.getuid?.() === 0) execFileSync("runuser", ["-u", "postgres", "--", ...command], { stdio: "ignore" });
  else execFileSync(command[0], command.slice(1), { stdio: "ignore" });
}

function startPostgres(): void {
  if (!cluster) throw new Error("no cluster");
  pgCtl([
    "-D",
    `${cluster.dir}/data`,
    "-l",
    `${cluster.dir}/postgres.log`,
    "-w",
    "-t",
    "30",
    "-o",
    `-c listen_addresses=127.0.0.1 -c port=${cluster.port} -c unix_socket_directories=${cluster.dir} -c fsync=off`,
    "start",
  ]);
}

function consentCopy(visitorId: string) {
  const record = buildConsentRecord(preferencesForChoice({ method: "accept_all" }), visitorId, Date.now());
  return {
    visitorId,
    preferences: record.preferences,
    version: record.version,
    method: "accept_all",
    expiresAt: record.expiresAt,
  };
}

async function timed(pathname: string, init?: RequestInit): Promise<{ status: number; ms: number; body: string }> {
  const started = Date.now();
  const res = await app.request(`${ORIGIN}${pathname}`, init);
  return { status: res.status, ms: Date.now() - started, body: await res.text() };
}

const health = () => timed("/api/health");
const postConsent = (visitorId: string) =>
  timed("/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(consentCopy(visitorId)),
  });

describe.runIf(postgres)("the app when PostgreSQL fails", () => {
  beforeAll(async () => {
    const out = execFileSync("bash", [path.join(REPO_ROOT, "scripts/pg-cluster.sh"), "start"], { encoding: "utf8" });
    const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
    const dir = /PG_CLUSTER_DIR=(\S+)/.exec(out)?.[1];
    if (!url || !dir) throw new Error(`no cluster: ${out}`);
    cluster = { url, dir, port: new URL(url).port };
    database = await openDatabase({
      databaseUrl: url,
      dataDir: "",
      poolMax: 4,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    await migrateDatabase(database);
    dataDir = mkdtempSync(path.join(tmpdir(), "booth-faults-"));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
    const mailer = { kind: "files" as const, send: async () => {} };
    const noPages = async (): Promise<ServerBuild> => {
      throw new Error("pages are not part of this test");
    };
    app = createApp({
      config,
      database,
      build: noPages,
      mode: "production",
      auth: createAuth(config, database, mailer),
      mailer,
    });
    // No page cache: every page below is rendered, its loaders read the database.
    pages = await startApp(url, "faults-pages", { PAGE_CACHE: "off" });
  }, 300_000);

  afterAll(async () => {
    await stopApp(pages);
    await database?.close().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (cluster)
      execFileSync("bash", [path.join(REPO_ROOT, "scripts/pg-cluster.sh"), "stop", cluster.dir], { stdio: "ignore" });
  }, 60_000);

  it("answers 503 when a statement outlasts the statement timeout (a held lock), and 204 once it is free", async () => {
    expect((await postConsent("visitor_fault_0")).status).toBe(204);
    const locker = new pg.Client({ connectionString: cluster?.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table consent_preferences, user_consent_records in access exclusive mode");
      const held = await postConsent("visitor_fault_1");
      expect(held.status).toBe(503);
      expect(held.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
      await locker.query("rollback");
    } finally {
      await locker.end();
    }
    expect((await postConsent("visitor_fault_2")).status).toBe(204);
  });

  it("PostgreSQL stopped under load: quick 503s and a health check that says so, then recovery without a restart", async () => {
    expect((await health()).status).toBe(200);
    const answers: Array<{ path: string; status: number; ms: number }> = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        const h = await health();
        answers.push({ path: "/api/health", status: h.status, ms: h.ms });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    pgCtl(["-D", `${cluster?.dir}/data`, "-m", "fast", "-w", "stop"]);
    const down: Array<{ status: number; ms: number; body: string }> = [];
    // A page whose loader reads the database, rendered by the built server: a 503 page in the site's shell. A DJ
    // page never asked for before (nothing of it is held in memory), so its loader has to ask the database.
    const pageStarted = Date.now();
    const pageDown = await fetch(`${pages?.url}/dj/outage-probe-down`);
    const pageDownBody = await pageDown.text();
    const pageDownMs = Date.now() - pageStarted;
    // The same page's route data, as a client-side navigation asks for it (decision 041): the database screen's
    // payload with 503, not React Router's encoded 500.
    const dataDown = await fetch(`${pages?.url}/dj/outage-probe-data.data`);
    const dataDownBody = await dataDown.text();
    for (let i = 0; i < 3; i++) {
      down.push(await health());
      down.push(await postConsent(`visitor_down_${i}`));
      // A read that fails through to the app's error handler (no handler of its own catches it).
      down.push(await timed("/sitemap.xml"));
      await new Promise((r) => setTimeout(r, 1_000));
    }
    startPostgres();
    // The pool reconnects by itself: the same app answers again.
    const backStarted = Date.now();
    let back = await health();
    while (back.status !== 200 && Date.now() - backStarted < 20_000) {
      await new Promise((r) => setTimeout(r, 250));
      back = await health();
    }
    stop = true;
    await load;

    for (const answer of down) {
      expect(answer.status, answer.body).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(JSON.parse(down[0].body)).toMatchObject({ status: "degraded", database: { status: "down" } });
    expect(down[2].body).not.toContain("<urlset");
    // Under the load: only 200s and 503s, each within the bound (no 500, no hang).
    expect(answers.length).toBeGreaterThan(5);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expect(back.status).toBe(200);
    expect((await postConsent("visitor_fault_back")).status).toBe(204);
    expect((await timed("/sitemap.xml")).status).toBe(200);

    expect(pageDown.status, pageDownBody.slice(0, 2_000)).toBe(503);
    expect(pageDown.headers.get("retry-after")).toBe("5");
    expect(pageDown.headers.get("content-type")).toContain("text/html");
    expect(pageDownMs).toBeLessThan(ANSWER_WITHIN_MS + 2_000);
    expect(pageDownBody).toContain("We can&#x27;t reach our database right now");
    expect(pageDownBody).toContain("Try again in a moment");
    expect(pageDownBody).not.toContain("Something went wrong");
    // The real shell around it (the site's navigation), not the bare fallback page.
    expect(pageDownBody).toContain('<nav aria-label="Main"');
    expect(dataDown.status, dataDownBody.slice(0, 500)).toBe(503);
    expect(dataDown.headers.get("retry-after")).toBe("5");
    expect(JSON.parse(dataDownBody)).toEqual({ screen: "database-unavailable" });
    // And the same server answers from the database again once PostgreSQL is back, without a restart: no such DJ.
    const pageBackStarted = Date.now();
    let pageBack = await fetch(`${pages?.url}/dj/outage-probe-back-0`);
    for (let i = 1; pageBack.status === 503 && Date.now() - pageBackStarted < 20_000; i++) {
      await new Promise((r) => setTimeout(r, 250));
      pageBack = await fetch(`${pages?.url}/dj/outage-probe-back-${i}`);
    }
    expect(pageBack.status).toBe(404);
    expect(await pageBack.text()).toContain("404 - Page Not Found");
  }, 180_000);
  it("a signed-in visitor while PostgreSQL is stopped: the database screen and 503s, never the guest's sign-in or a sign-out", async () => {
    const email = "outage.visitor@booth.test";
    const password = "still here when the lights come back";
    const signUp = await app.request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password, name: "Outage Visitor" }),
    });
    expect(signUp.status).toBe(200);
    await database?.db.update(users).set({ emailVerified: true, profileCompleted: true }).where(eq(users.email, email));
    const signIn = await fetch(`${pages?.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: pages?.url ?? "" },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const asVisitor = (pathname: string, init: RequestInit = {}) =>
      fetch(`${pages?.url}${pathname}`, {
        redirect: "manual",
        ...init,
        headers: { cookie, ...(init.headers as Record<string, string> | undefined) },
      });
    const followForm = () =>
      asVisitor("/dj/levan-beridze", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: pages?.url ?? "" },
        body: "intent=follow",
      });
    const up = await asVisitor("/profile");
    expect(up.status).toBe(200);
    expect(await up.text()).toContain("Outage Visitor");

    pgCtl(["-D", `${cluster?.dir}/data`, "-m", "fast", "-w", "stop"]);
    try {
      const profile = await asVisitor("/profile");
      const profileBody = await profile.text();
      const profileData = await asVisitor("/profile.data");
      const profileDataBody = await profileData.text();
      const follow = await followForm();
      const followBody = await follow.text();
      const session = await asVisitor("/api/auth/get-session");
      const sessionBody = await session.text();
      // The Google callback keeps spec §8's rule: a session-read error there sends the visitor home.
      const callback = await asVisitor("/auth/callback");

      expect(profile.status, profileBody.slice(0, 2_000)).toBe(503);
      expect(profile.headers.get("retry-after")).toBe("5");
      expect(profileBody).toContain("We can&#x27;t reach our database right now");
      expect(profileBody).not.toContain("Sign in to continue");
      expect(profileBody).toContain('<nav aria-label="Main"');
      expect(profileData.status, profileDataBody.slice(0, 500)).toBe(503);
      expect(JSON.parse(profileDataBody)).toEqual({ screen: "database-unavailable" });
      // A follow is not sent to /login: the same database screen.
      expect(follow.status, followBody.slice(0, 2_000)).toBe(503);
      expect(follow.headers.get("location")).toBeNull();
      expect(followBody).toContain("We can&#x27;t reach our database right now");
      expect(session.status, sessionBody).toBe(503);
      expect(session.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(sessionBody)).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
      expect(callback.status).toBe(302);
      expect(callback.headers.get("location")).toBe("/");
      // Not one answer told the browser to drop its session cookie.
      for (const answer of [profile, profileData, follow, session, callback])
        expect(answer.headers.getSetCookie().filter((c) => c.includes("session_token"))).toEqual([]);
    } finally {
      startPostgres();
    }
    // Back: the same cookie is still a signed-in visitor.
    const backStarted = Date.now();
    let back = await asVisitor("/profile");
    while (back.status !== 200 && Date.now() - backStarted < 20_000) {
      await new Promise((r) => setTimeout(r, 250));
      back = await asVisitor("/profile");
    }
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("Outage Visitor");
  }, 120_000);
});
