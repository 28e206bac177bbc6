import type { ActionFunctionArgs, LoaderFunctionArgs, RouterContextProvider, ServerBuild } from "react-router";
import { DATABASE_UNAVAILABLE_SCREEN } from "~/core/site/page-data";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE } from "./database-outage.server";

/**
 * A request that carries a session cookie the database could not read (an outage, decision 039) is not a guest's:
 * running its loaders as a guest's would show the sign-in screen on /profile and send a follow to /login — a
 * sign-out, to the visitor's eyes, that lasts as long as the outage. No loader or action of such a request runs;
 * each throws the outage's own error instead, which takes the path every outage of a page takes (entry.server's
 * handleError notes it; the page is the database screen in the shell, 503 with Retry-After; a client-side
 * navigation gets the screen's JSON). A resource route (JSON for a fetcher, a feed) answers 503 JSON itself.
 */
const unreadable = new WeakMap<object, unknown>();

/** Marks the request's load context: its session could not be read because of `error`. */
export function noteUnreadableSession(context: RouterContextProvider, error: unknown): void {
  unreadable.set(context, error);
}

/** Whether the request's session could not be read (the route guard then leaves the answer to the outage). */
export function isSessionUnreadable(context: Readonly<RouterContextProvider>): boolean {
  return unreadable.has(context);
}

function refuseIfUnreadable(context: Readonly<RouterContextProvider>, isPage: boolean): void {
  if (!unreadable.has(context)) return;
  if (isPage) throw unreadable.get(context);
  throw Response.json(
    { screen: DATABASE_UNAVAILABLE_SCREEN, error: DATABASE_UNAVAILABLE_MESSAGE },
    {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_S), "Cache-Control": "no-store" },
    },
  );
}

const guarded = new WeakMap<ServerBuild, ServerBuild>();

function wrapRoutes(build: ServerBuild): ServerBuild {
  const known = guarded.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route?.module ?? {};
    if (!route || (typeof loader !== "function" && typeof action !== "function")) {
      routes[id] = route;
      continue;
    }
    const isPage = Boolean(route.module.default);
    const module = { ...route.module };
    if (typeof loader === "function") {
      module.loader = ((args: LoaderFunctionArgs) => {
        refuseIfUnreadable(args.context, isPage);
        return loader(args);
      }) as typeof loader;
    }
    if (typeof action === "function") {
      module.action = ((args: ActionFunctionArgs) => {
        refuseIfUnreadable(args.context, isPage);
        return action(args);
      }) as typeof action;
    }
    // A module namespace cannot be changed: a copy with the guarded loader and action.
    routes[id] = { ...route, module };
  }
  const result = { ...build, routes };
  guarded.set(build, result);
  return result;
}

/** The React Router build with every loader and action refusing a request whose session could not be read. */
export function withUnreadableSessions(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  if (typeof build === "function") return async () => wrapRoutes(await build());
  return wrapRoutes(build);
}
