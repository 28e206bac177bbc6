import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import type { ShellData } from "~/core/site/shell-data";
import { ConsentHost } from "~/features/consent/consent-host";
import { ObservabilityHost } from "~/features/observability/observability-host";
import { RadioProvider } from "~/features/radio/radio-provider";
import { ConfirmProvider } from "~/ui/confirm-dialog";
import { deferred } from "~/ui/deferred";
import { Toaster } from "~/ui/toast";
import { SiteHeader } from "./site-header";
import { TabBar } from "./tab-bar";
import { useAppVersionCheck } from "./use-app-version-check";

// The phone search overlay (Radix Dialog) is fetched on first open, not with every first page load.
const SearchOverlay = lazy(() => import("./search-overlay").then((m) => ({ default: m.SearchOverlay })));

// The footer is links below every page's fold: they work as plain links until its code arrives.
const SiteFooter = deferred(() => import("./site-footer").then((m) => m.SiteFooter)).Component;

const DESKTOP_QUERY = "(min-width: 1024px)";

export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  // Stays mounted after the first open so Radix can return focus and animate closing.
  const [searchUsed, setSearchUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams] = useSearchParams();
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useAppVersionCheck(data.productSlug);

  // Spec §2: every route change scrolls to top (back/forward keeps the browser's restored position).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    if (navigationType !== "POP" && !location.hash) window.scrollTo(0, 0);
  }, [location.pathname]);

  // `/?search=true` (the 404 page's DJ search link) opens search: the overlay on phones, the bar on desktop.
  useEffect(() => {
    if (searchParams.get("search") !== "true") return;
    if (window.matchMedia(DESKTOP_QUERY).matches) document.getElementById("header-search")?.focus();
    else setSearchOpen(true);
  }, [searchParams]);

  return (
    <ConfirmProvider>
      {/* One radio player for the whole product: above the routes, so it plays on across pages. */}
      <RadioProvider radioEnabled={data.flags.radioEnabled} soundcloudWidgetUrl={data.soundcloudWidgetUrl}>
        <a
          href="#main-content"
          className="sr-only z-[100] rounded-full bg-fg px-4 py-2 font-semibold text-bg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader
          flags={data.flags}
          viewer={data.viewer}
          brandName={data.brandName}
          productSlug={data.productSlug}
          roles={data.roles}
          googleEnabled={data.googleEnabled}
          onOpenSearch={openSearch}
        />
        <main id="main-content" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
          {children}
        </main>
        <SiteFooter
          flags={data.flags}
          brandName={data.brandName}
          whatsappNumber={data.whatsappNumber}
          year={data.year}
        />
        <TabBar flags={data.flags} viewer={data.viewer} />
        {searchUsed ? (
          <Suspense fallback={null}>
            <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} productSlug={data.productSlug} />
          </Suspense>
        ) : null}
        <ConsentHost measurementId={data.analyticsMeasurementId} tagUrl={data.analyticsTagUrl} />
        <ObservabilityHost sentryDsn={data.sentryDsn} userId={data.userId} />
        <Toaster />
      </RadioProvider>
    </ConfirmProvider>
  );
}
