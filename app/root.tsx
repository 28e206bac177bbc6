import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { routeGuard } from "~server/adapters/route-guard.server";
import { loadPageShell, sessionRedirectOf } from "~server/adapters/shell-data.server";
import { getRequestContext } from "~server/context.server";
import { takeTrackedEvents } from "~server/tracked-events.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GUEST } from "./core/access/viewer";
import { DEFAULT_SOUNDCLOUD_WIDGET_URL } from "./core/radio/radio-widgets";
import { DEFAULT_FLAGS } from "./core/site/flags";
import {
  DATABASE_UNAVAILABLE_SCREEN,
  DISK_FULL_SCREEN,
  errorScreenPayload,
  SLOW_DATA_SCREEN,
} from "./core/site/page-data";
import type { ShellData } from "./core/site/shell-data";
import { useServerTrackedEvents } from "./features/observability/use-server-tracked-events";
import { AppShell } from "./shell/app-shell";
import { deferred } from "./ui/deferred";
import { FirstPaintScript } from "./ui/first-paint-script";
import { IconSprite } from "./ui/icon";
import { useNonce } from "./ui/nonce";
import { usePageShell } from "./ui/page-shell";
import { useBodyFontOnNavigation } from "./ui/web-fonts";

/** Every route's flag gates and guard, applied once before its loaders and actions (decision 049). */
export const middleware: Route.MiddlewareFunction[] = [routeGuard];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? errorTitle(error) : "Your Gateway to Elite DJs" },
  {
    name: "description",
    content: "Discover elite DJs, their gigs, venues, production lines and news. Made by DJs for DJs.",
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const to = sessionRedirectOf(getRequestContext(context), new URL(request.url).pathname.replace(/\.data$/, ""));
  if (to) throw redirect(to);
  // Spec §7 events of changes only the server saw (a sign-in, an admin action), handed to the browser's track().
  return { ...(await loadPageShell(context)), tracked: takeTrackedEvents() };
}

function errorTitle(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "Something went wrong · Booth";
  const screen = errorScreenPayload(error.data)?.screen;
  if (screen === "feature-unavailable") return "Feature Unavailable · Booth";
  if (screen === "sign-in") return "Sign in · Booth";
  if (screen === "mate-required") return "Mate Access Required · Booth";
  if (screen === DATABASE_UNAVAILABLE_SCREEN) return "Try again in a moment · Booth";
  if (screen === SLOW_DATA_SCREEN) return "Taking longer than it should · Booth";
  if (screen === DISK_FULL_SCREEN) return "The server's disk is full · Booth";
  return error.status === 404 ? "404 - Page Not Found" : "Something went wrong · Booth";
}

// The shell when the root loader itself failed (the database away, say). Who is signed in is then unknown: no
// Log In / Sign Up (nor Following) for someone who may well be signed in, until a page answers again.
const FALLBACK_SHELL: ShellData = {
  flags: { ...DEFAULT_FLAGS, loginEnabled: false },
  viewer: GUEST,
  brandName: "Booth",
  productSlug: "booth",
  whatsappNumber: "972500000000",
  year: new Date().getFullYear(),
  googleEnabled: false,
  roles: [],
  soundcloudWidgetUrl: DEFAULT_SOUNDCLOUD_WIDGET_URL,
  analyticsMeasurementId: null,
  analyticsTagUrl: "",
  sentryDsn: null,
  userId: null,
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The shell wraps pages and error screens alike; if the root loader itself failed, defaults keep it standing.
  // On a screen the route guard refused, no loader ran: the refusal carries the frame instead (decision 049).
  const data = usePageShell() ?? FALLBACK_SHELL;
  return (
    <html lang="en" className="bg-bg">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0b0f" />
        <Meta />
        <Links />
        {/* The display face is in the first frame; the body face waits for the next page on a first visit (decision 046). */}
        <link rel="preload" as="font" type="font/woff2" crossOrigin="" href={spaceGroteskLatin} />
        <FirstPaintScript nonce={nonce} productSlug={data.productSlug} />
      </head>
      <body className="bg-bg pb-mobile-nav text-fg md:pb-0">
        <IconSprite />
        <AppShell data={data}>{children}</AppShell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBodyFontOnNavigation();
  useServerTrackedEvents(loaderData.tracked);
  return <Outlet />;
}

// Error screens are rare: their code and icons are not part of every page's first load. The browser fetches
// them once it is idle, so a later failure (a lost connection, say) still has its screen to show.
const ErrorScreen = deferred(() => import("./shell/error-screen").then((m) => m.ErrorScreen));
if (typeof window !== "undefined") {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  const preload = () => whenIdle(() => void ErrorScreen.preload());
  if (document.readyState === "complete") preload();
  else window.addEventListener("load", preload, { once: true });
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = usePageShell();
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <ErrorScreen.Component error={error} loginEnabled={data?.flags?.loginEnabled ?? true} />;
}
