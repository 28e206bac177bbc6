import type { Context, MiddlewareHandler } from "hono";
import { type ActionFunctionArgs, data, type ServerBuild } from "react-router";
import { DISK_FULL_SCREEN } from "~/core/site/page-data";
import { logger } from "~server/logger.server";
import { type DiskReserve, isDiskFull } from "~server/storage/disk-space.server";

/**
 * Writes refused while DATA_DIR's disk is below its reserve (decision 042): a clear "your change was not saved"
 * instead of a 500, or worse, PGlite meeting the full disk itself. Reads go on. Pages get the site's shell with the
 * disk-full screen (a 507 thrown from the route's action, before it runs, so nothing of the form is read or
 * stored); the API gets JSON. The same answer covers a write that met the full disk anyway (ENOSPC from an upload
 * bigger than what was left, or PostgreSQL's 53100) — the domain code removes what it half-wrote.
 */
export const DISK_FULL_MESSAGE = "The server's disk is full: your change was not saved. Please try again later.";
export const DISK_FULL_STATUS = 507;
/** Freeing space is an operator's job: ask for a minute, not seconds. */
export const DISK_FULL_RETRY_AFTER_S = 60;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Writes that free space or end a session go through even on a full disk: signing out on a shared computer. */
const ALWAYS_ALLOWED = new Set(["/api/auth/sign-out"]);

export function isWriteRequest(method: string, pathname: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && !ALWAYS_ALLOWED.has(pathname);
}

export function diskFullJson(c: Context) {
  c.header("Retry-After", String(DISK_FULL_RETRY_AFTER_S));
  return c.json({ error: DISK_FULL_MESSAGE, code: "DISK_FULL" }, DISK_FULL_STATUS);
}

/** What a request that failed on the full disk anyway gets (app.onError): JSON under /api, a plain page elsewhere. */
export function diskFullAnswer(c: Context, error: unknown) {
  logger.warn("a write met a full disk", { path: c.req.path, error });
  if (c.req.path.startsWith("/api/")) return diskFullJson(c);
  c.header("Retry-After", String(DISK_FULL_RETRY_AFTER_S));
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Disk full</title></head><body style="background:#0b0b0f;color:#f4f4f6;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:24px"><h1>The server's disk is full</h1><p>Your change was not saved. Reading the site still works; please try again later.</p><p><a href="/" style="color:#e879f9">Back to Home</a></p></main></body></html>`,
    DISK_FULL_STATUS,
  );
}

/** `/api/*` writes (sign-in, beacons, deposits…): refused with JSON while the disk is below its reserve. */
export function refuseApiWritesOnFullDisk(reserve: DiskReserve): MiddlewareHandler {
  return async (c, next) => {
    if (isWriteRequest(c.req.method, c.req.path) && (await reserve.isLow())) return diskFullJson(c);
    return next();
  };
}

function diskFullScreen(): never {
  throw data({ screen: DISK_FULL_SCREEN }, { status: DISK_FULL_STATUS, headers: diskFullHeaders() });
}

function diskFullData() {
  return data(
    { ok: false as const, code: "DISK_FULL", error: DISK_FULL_MESSAGE, formError: DISK_FULL_MESSAGE },
    { status: DISK_FULL_STATUS, headers: diskFullHeaders() },
  );
}

function diskFullHeaders(): HeadersInit {
  return { "Retry-After": String(DISK_FULL_RETRY_AFTER_S) };
}

/**
 * The React Router build with every route action behind the reserve: one place instead of a check in each of the
 * ~70 actions (a new action is covered without anyone remembering to). Loaders are untouched: reads keep working.
 */
export function withDiskFullActions(
  build: ServerBuild | (() => Promise<ServerBuild>),
  reserve: DiskReserve,
): ServerBuild | (() => Promise<ServerBuild>) {
  if (typeof build === "function") {
    return async () => wrapBuild(await build(), reserve);
  }
  return wrapBuild(build, reserve);
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

function wrapBuild(build: ServerBuild, reserve: DiskReserve): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    if (!route || typeof action !== "function") {
      routes[id] = route;
      continue;
    }
    // A resource route (no page: the booking dialog's fetcher reads its JSON) answers the refusal as its own data, in
    // the shape those dialogs show (`formError`, `error`); a page throws it to the root boundary's screen.
    const refuse = route.module.default ? diskFullScreen : diskFullData;
    const guarded = async (args: ActionFunctionArgs) => {
      const { pathname } = new URL(args.request.url);
      if (isWriteRequest(args.request.method, pathname) && (await reserve.isLow())) return refuse();
      try {
        return await action(args);
      } catch (error) {
        if (!isDiskFull(error)) throw error;
        logger.warn("a write met a full disk", { path: pathname, error });
        return refuse();
      }
    };
    // A module namespace cannot be changed: a copy with the guarded action.
    routes[id] = { ...route, module: { ...route.module, action: guarded as typeof action } };
  }
  const result = { ...build, routes };
  wrapped.set(build, result);
  return result;
}
