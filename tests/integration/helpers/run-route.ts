import { matchPath, type RouterContextProvider } from "react-router";
import { ROUTE_TABLE } from "~/core/access/route-table";
import { routeGuard } from "~server/adapters/route-guard.server";

/** The table's pattern for a path, as React Router would match it (static segments before dynamic ones). */
export function patternOf(pathname: string): string {
  const matching = ROUTE_TABLE.map((rule) => rule.pattern)
    .filter((pattern) => pattern !== "*" && matchPath({ path: pattern, end: true }, pathname))
    .sort((a, b) => a.split(":").length - b.split(":").length);
  return matching[0] ?? "*";
}

/**
 * Runs a route module's loader or action as React Router does: the root middleware (the route guard, decision 049)
 * first, which may throw the spec §2 answer, then the handler with what the guard found.
 */
export async function runRoute<R>(
  handler: (args: never) => Promise<R>,
  args: { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string> },
): Promise<R> {
  const url = new URL(args.request.url);
  url.pathname = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const full = { ...args, url, pattern: patternOf(url.pathname) };
  let result: { value: R } | undefined;
  await routeGuard(full as never, async () => {
    result = { value: await handler(full as never) };
    return new Response(null);
  });
  if (!result) throw new Error("the route guard neither answered nor called the route");
  return result.value;
}
