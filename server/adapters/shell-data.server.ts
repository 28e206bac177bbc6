import type { RouterContextProvider } from "react-router";
import { profileCompletionPath } from "~/core/access/roles";
import type { ShellData } from "~/core/site/shell-data";
import { readPageData } from "~server/adapters/page-data.server";
import type { RequestContext } from "~server/context.server";
import { getRequestContext } from "~server/context.server";
import { loadShellRoles } from "~server/domain/roles/load-shell-roles.server";

/** What every page's frame shows (the header, the footer, the radio, analytics), plus the public address. */
export type PageShell = ShellData & { publicUrl: string };

/**
 * The frame of every page: the root loader's data, and what a screen refused by the route guard carries instead
 * (decision 049), since no loader runs for it.
 */
export async function loadPageShell(context: Readonly<RouterContextProvider>): Promise<PageShell> {
  const { flags, config, viewer, database, userId } = getRequestContext(context);
  return {
    // Within the page's 12 s (decision 041); past it the shell goes on without the role links (less, never more).
    roles: userId ? await readPageData(context, () => loadShellRoles(database.db, userId), { whenLate: [] }) : [],
    flags,
    viewer,
    brandName: config.brandName,
    productSlug: config.productSlug,
    whatsappNumber: config.whatsappNumber,
    year: new Date().getFullYear(),
    googleEnabled: config.google !== undefined,
    soundcloudWidgetUrl: config.soundcloudWidgetUrl,
    analyticsMeasurementId: config.analytics?.measurementId ?? null,
    analyticsTagUrl: config.analytics?.tagUrl ?? "",
    sentryDsn: config.sentryDsn ?? null,
    userId: userId ?? null,
    // PUBLIC_URL, not the request's Host header: meta functions build canonical/og URLs from it (publicOrigin).
    publicUrl: config.publicUrl,
  };
}

/**
 * Where a session must go before any page (spec §4): home for a blocked account, the profile form for an
 * incomplete one — which brings a new account that opened a mailed invitation back to it afterwards.
 */
export function sessionRedirectOf(ctx: RequestContext, pathname: string): string | null {
  if (ctx.sessionRedirect === "/complete-profile") return profileCompletionPath(pathname);
  return ctx.sessionRedirect;
}
