import { parseAnalyticsRange } from "~/core/admin/admin-analytics";
import { adminAnalyticsCsv, adminAnalyticsData } from "~server/adapters/admin-analytics.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/admin-analytics-export";

/** /admin/analytics/export?kind=daily|searches&days=: the analytics screen's figures as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const url = new URL(request.url);
  const range = parseAnalyticsRange(url.searchParams.get("days"));
  const kind = url.searchParams.get("kind") === "daily" ? "daily" : "searches";
  const data = await adminAnalyticsData(ctx.database.db, range, new Date());
  return new Response(adminAnalyticsCsv(kind, data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="booth-${kind}-${range}d.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}
