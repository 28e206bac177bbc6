import { findAreaRule } from "~/core/areas";
import { ComingSoonScreen } from "~/features/layout/special-screens";
import { requireAreaAccess } from "~server/http/access.server";
import type { Route } from "./+types/area";

/**
 * Gated and guarded areas whose screens arrive in later releases. The gates and guards are already
 * real: a closed flag or a missing role answers exactly as spec §2 says, before anything else runs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAreaAccess(request, context);
  const rule = findAreaRule(new URL(request.url).pathname);
  return { feature: rule?.feature ?? "This area" };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAreaAccess(request, context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.feature ?? "Coming soon"} · Booth` },
];

export default function Area({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoonScreen
      feature={loaderData.feature}
      description={`${loaderData.feature} is being built right now and opens in an upcoming release of Booth.`}
    />
  );
}
