import type { Hono } from "hono";
import type { AppConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { djIdsBySlug } from "~server/db/seed/demo-admin.server";
import { getVisitorConsent } from "~server/domain/consent/get-visitor-consent.server";
import { checksumSiteTables } from "~server/domain/data-moves/checksum-site-tables.server";
import { runHoldJobsAt } from "~server/jobs/calendar-hold-jobs.server";
import { alertDeps, sendDueAlertsNow } from "~server/jobs/follower-alert-jobs.server";
import type { Mailer } from "~server/mail/mailer.server";
import { handleTestReadFaults } from "./test-read-faults.server";

/**
 * The end-to-end suite's hooks, mounted in this one place and only with E2E_HOOKS=on (the e2e servers): what a test
 * in another process cannot reach otherwise, since the running server holds the PGlite data directory.
 */
export function mountTestHooks(
  // biome-ignore lint/suspicious/noExplicitAny: the app's own Env; the hooks read no variable of it but requestId.
  app: Hono<any>,
  { config, database, mailer }: { config: AppConfig; database: Database; mailer: Mailer },
): void {
  // What the background copy of a cookie choice stored (tests/e2e/consent.spec.ts cannot open the PGlite files).
  app.get("/api/test/consent", async (c) =>
    c.json(await getVisitorConsent(database.db, c.req.query("visitorId") ?? "")),
  );
  // Row count and checksum of every table (tests/e2e/hostile-input.spec.ts: refused payloads change nothing).
  app.get("/api/test/checksums", async (c) => c.json(await checksumSiteTables(database.db)));
  // A server error on purpose, so the suite can see a 500 reach error reporting with its request id.
  // The request id in the message: Sentry drops an event identical to the one before it (its Dedupe integration).
  app.get("/api/test/server-error", (c) => {
    throw new Error(`E2E server error (E2E_HOOKS) ${c.get("requestId")}`);
  });
  // The stand-in for `npm run cli -- alerts:send` (the CLI cannot open the running server's PGlite data directory).
  app.post("/api/test/alerts-send", async (c) =>
    c.json(await sendDueAlertsNow(database.db, alertDeps(config, mailer))),
  );
  // Time passing for one DJ's holds: runs the hold jobs (expiry, challenge deadline, reminder) due at `at`, judged by
  // that clock, as the job runner would then. Only that DJ's, so tests side by side do not move each other's clock.
  app.post("/api/test/calendar-jobs", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { at?: string; dj?: string };
    const at = new Date(body.at ?? "");
    const [djProfileId] = await djIdsBySlug(database.db, body.dj ? [body.dj] : []);
    if (Number.isNaN(at.getTime()) || !djProfileId) return c.json({ error: "at and dj are required" }, 400);
    const ran = await runHoldJobsAt(database.db, alertDeps(config, mailer), at, djProfileId);
    return c.json({ ran });
  });
  // A slow or absent database for one named read (the spec's timeouts, an outage during a navigation).
  app.post("/api/test/read-faults", (c) => handleTestReadFaults(c.req.raw));
}
