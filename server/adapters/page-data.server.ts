import { data, type LoaderFunctionArgs, type RouterContextProvider, type ServerBuild } from "react-router";
import { remainingDataTime, SLOW_DATA_SCREEN } from "~/core/site/page-data";
import { getRequestContext } from "~server/context.server";
import { namedRead } from "~server/db/named-reads.server";
import { logger } from "~server/logger.server";

/**
 * Spec §8/§9 "Data fetch timeout (12 s)" for pages (decision 041). Every public page loader reads its data through
 * `readPageData`; the reads of one request share one 12 s budget counted from the first, and one timer at a time.
 * When the budget runs out the loader throws a 503 `{ screen: "slow-data" }`: React Router renders the root error
 * boundary in the site's shell (the root loader's data when it came) with "This is taking longer than it should"
 * and a retry link — for a document and for a client-side navigation alike. The late result is dropped: neither
 * PGlite (one connection, a query cannot be cancelled) nor a PostgreSQL query is stopped by this; the race is
 * left, and the statement timeout (20 s, decision 036) bounds the query on PostgreSQL.
 */
interface Budget {
  startedAt: number;
  /** Reads of this request under way; the timer runs only while there is one. */
  pending: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Settles when the budget is spent (while reads are pending). */
  spent: Promise<typeof SPENT>;
}

const SPENT = Symbol("data budget spent");
const budgets = new WeakMap<object, Budget>();
const slowRequests = new WeakSet<object>();

function enter(context: object): Budget {
  let budget = budgets.get(context);
  if (!budget) {
    budget = { startedAt: performance.now(), pending: 0, timer: undefined, spent: Promise.resolve(SPENT) };
    budgets.set(context, budget);
  }
  if (budget.pending++ === 0) {
    const left = remainingDataTime(budget.startedAt, performance.now());
    const current = budget;
    current.spent = new Promise((resolve) => {
      current.timer = setTimeout(resolve, left, SPENT);
    });
  }
  return budget;
}

function leave(budget: Budget): void {
  if (--budget.pending === 0) clearTimeout(budget.timer);
}

interface ReadPageDataOptions<F> {
  /** Given instead of the notice when the budget runs out: for reads a page can do without (the shell's roles). */
  whenLate?: F;
}

/**
 * `read()`'s value, or — past the request's 12 s — a thrown 503 slow-data screen (or `whenLate`, when given).
 * Errors of the read (a 404 thrown by it, a database failure) pass through unchanged.
 */
export async function readPageData<T, F = never>(
  context: Readonly<RouterContextProvider>,
  read: () => Promise<T>,
  options: ReadPageDataOptions<F> = {},
): Promise<T | F> {
  const budget = enter(context);
  const work = namedRead("page-data", read);
  // A failure after the budget ran out must not become an unhandled rejection.
  work.catch(() => {});
  let result: T | typeof SPENT;
  try {
    result = await Promise.race([work, budget.spent]);
  } finally {
    leave(budget);
  }
  if (result !== SPENT) return result;
  const { requestId } = getRequestContext(context);
  if ("whenLate" in options) {
    logger.warn("page data read timed out; going on without it", { requestId });
    return options.whenLate as F;
  }
  slowRequests.add(context);
  logger.warn("page data read timed out", { requestId });
  throw data({ screen: SLOW_DATA_SCREEN }, { status: 503, statusText: "Service Unavailable" });
}

/** Whether a read of this request ran out of time (entry.server adds Retry-After). */
export function hadSlowPageData(context: Readonly<RouterContextProvider> | undefined): boolean {
  return context !== undefined && slowRequests.has(context);
}

const deadlined = new WeakMap<ServerBuild, ServerBuild>();

function wrapLoaders(build: ServerBuild): ServerBuild {
  const known = deadlined.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    // Pages only (a module with a component), and not the root, whose role read already goes on without its data
    // when late (root.tsx): the shell must still come with the notice. Resource routes answer as they are.
    if (!route || typeof loader !== "function" || !route.module.default || id === "root") {
      routes[id] = route;
      continue;
    }
    const withDeadline = (args: LoaderFunctionArgs) => readPageData(args.context, async () => loader(args));
    // A module namespace cannot be changed: a copy with the loader behind the request's 12 s budget.
    routes[id] = { ...route, module: { ...route.module, loader: withDeadline as typeof loader } };
  }
  const result = { ...build, routes };
  deadlined.set(build, result);
  return result;
}

/**
 * The React Router build with every page loader inside the request's 12 s budget (spec §8, decision 041): the public
 * pages' own reads go through `readPageData` explicitly; this covers every other page — the signed-in areas, admin,
 * mate, venue and producer screens — in one place, so a new page is covered without anyone remembering to. Reads
 * inside a loader that also call `readPageData` share the same budget and timer.
 */
export function withPageDataDeadline(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  if (typeof build === "function") return async () => wrapLoaders(await build());
  return wrapLoaders(build);
}
