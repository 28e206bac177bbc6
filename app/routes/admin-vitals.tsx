import type { WebVitalMetric } from "~/core/analytics/web-vitals";
import { AdminFrame } from "~/features/admin/admin-frame";
import { type WebVitalsRouteRow, WebVitalsTable } from "~/features/admin/web-vitals-table";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listWebVitalsP75 } from "~server/domain/vitals/list-web-vitals-p75.server";
import type { Route } from "./+types/admin-vitals";

/** /admin/vitals: real visitors' web vitals, the 75th percentile per route over 30 days. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = signedInContext(context);
  const byRoute = new Map<string, WebVitalsRouteRow>();
  for (const row of await listWebVitalsP75(database.db)) {
    const entry = byRoute.get(row.route) ?? { route: row.route, values: {} };
    entry.values[row.metric as WebVitalMetric] = { p75: row.p75, samples: row.samples };
    byRoute.set(row.route, entry);
  }
  return { rows: [...byRoute.values()] };
}

// Nothing to post here; the guard answers first (the authorization matrix POSTs to every guarded route).
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Web Vitals · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminVitals({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Web Vitals"
      description="How fast the site is for real visitors: the 75th percentile of each measurement per page type over the last 30 days. Green is good, amber needs improvement, red is poor."
    >
      <WebVitalsTable rows={loaderData.rows} />
    </AdminFrame>
  );
}
