import { data } from "react-router";
import { getDashboardProfiles } from "~server/domain/dj-analytics/get-dashboard-profiles.server";
import type { ScreenPayload, SignedInContext } from "./access.server";

/**
 * The DJ a managers' screen (calendar, press kit) is about: `?dj=` one of the profiles the person owns or manages
 * (the dashboard's rule and chooser), else their primary one, with the profiles for the chooser. Someone else's DJ,
 * or an unknown slug, is the 404 of an unknown page — thrown before any upload body is read.
 */
export async function chosenManagedDj(ctx: SignedInContext, url: URL) {
  const { profiles, active, unknown } = await getDashboardProfiles(
    ctx.database.db,
    ctx.userId,
    url.searchParams.get("dj"),
  );
  if (unknown) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  return { profiles: profiles.map((p) => ({ slug: p.slug, displayName: p.displayName })), dj: active };
}
