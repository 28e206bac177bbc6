import { Search } from "lucide-react";
import { lazy, memo, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { activeNavHrefs, headerLinks, type NavLink, showAuthButtons } from "~/core/access/navigation";
import type { ShellRole } from "~/core/access/shell-roles";
import { isSignedIn, type Viewer } from "~/core/access/viewer";
import type { Flags } from "~/core/site/flags";
import { HeaderSearch } from "~/features/search/header-search";
import { useSearchShortcut } from "~/features/search/use-search-shortcut";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { deferred } from "~/ui/deferred";
import { Prerendered } from "~/ui/prerendered";
import { Logo } from "./logo";
import { MoreLinks } from "./more-links";
import { useHeaderFit } from "./use-header-fit";

// Signed-in menus carry Radix DropdownMenu (popper, focus scope): loaded for signed-in viewers only, so a
// guest's first load (the home page, DJ pages) does not pay for them. Server-rendered as usual.
let roleSwitcherChunk: Promise<typeof import("~/features/roles/role-switcher")> | undefined;
let userMenuChunk: Promise<typeof import("./user-menu")> | undefined;
const loadRoleSwitcher = () => {
  roleSwitcherChunk ??= import("~/features/roles/role-switcher");
  return roleSwitcherChunk;
};
const loadUserMenu = () => {
  userMenuChunk ??= import("./user-menu");
  return userMenuChunk;
};
const RoleSwitcher = lazy(() => loadRoleSwitcher().then((m) => ({ default: m.RoleSwitcher })));
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
// A signed-in page's header is marked by the server: fetch the menus as soon as this module runs, in
// parallel with the route modules, so they hydrate with the rest of the header (a press right after load
// used to hit a not-yet-hydrated trigger).
if (typeof document !== "undefined" && document.querySelector("header[data-signed-in]")) {
  void loadRoleSwitcher();
  void loadUserMenu();
}

// "Login with Google" shows only where Google is configured, on wide screens, and renders disabled until it
// hydrates: its code is not needed for the first screen.
const GoogleButton = deferred(() => import("~/features/auth/google-button").then((m) => m.GoogleButton)).Component;

/** Spec §9: the header switches to its scrolled look past 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;

export function SiteHeader({
  flags,
  viewer,
  brandName,
  productSlug,
  roles,
  googleEnabled,
  onOpenSearch,
}: {
  flags: Flags;
  viewer: Viewer;
  brandName: string;
  productSlug: string;
  roles: ShellRole[];
  googleEnabled: boolean;
  onOpenSearch: () => void;
}) {
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  useSearchShortcut("header-search", onOpenSearch);
  const links = headerLinks(flags, viewer);
  const active = activeNavHrefs(links, location.pathname);
  // Nothing in the row may overlap (the role switcher and a long venue name beside seven links at 1024 px): the
  // search field gives way to the search button first, then links move into "More", last first.
  const row = useRef<HTMLDivElement>(null);
  const level = useHeaderFit(row, links.length + 1);
  const searchAsButton = level >= 1;
  const shownLinks = links.length - Math.max(0, level - 1);
  const query = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      data-signed-in={isSignedIn(viewer) ? "" : undefined}
      className={cn(
        "sticky top-0 z-40 transition-[background-color,border-color,backdrop-filter] duration-200",
        scrolled
          ? "border-b border-border bg-bg/85 backdrop-blur-xl"
          : "border-b border-transparent bg-bg/40 backdrop-blur-sm",
      )}
    >
      <div ref={row} data-fit-content="" className="mx-auto flex h-16 max-w-[1200px] items-center gap-6 px-4 md:px-6">
        <Logo brandName={brandName} />
        <nav aria-label="Main" data-fit-content="" className="hidden min-w-0 items-center gap-1 md:flex">
          {/* On every page: written from cached markup keyed by the links and the current one (decision 027). Clipped,
              never overlapping, in the moment before the fit is measured. */}
          <div data-fit-content="" className="min-w-0 overflow-hidden">
            <Prerendered
              as="ul"
              className="flex items-center gap-1"
              data-fit-content=""
              render={HeaderNavLinks}
              props={{ links, active, shown: shownLinks }}
            />
          </div>
          {shownLinks < links.length ? <MoreLinks links={links.slice(shownLinks)} active={active} /> : null}
        </nav>
        <div
          data-fit-content=""
          data-fit-watch=""
          className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2"
        >
          {/* Grows into the room there is, down to 10rem; below that it becomes the search button. */}
          <div
            data-fit-level=""
            data-fit-min=""
            className={searchAsButton ? "hidden" : "hidden min-w-40 flex-1 lg:block lg:max-w-64 xl:max-w-80"}
          >
            <HeaderSearch productSlug={productSlug} initialQuery={query} />
          </div>
          <button
            type="button"
            data-fit-level=""
            onClick={onOpenSearch}
            className={cn(
              "grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2",
              !searchAsButton && "lg:hidden",
            )}
          >
            <Search aria-hidden className="size-5" />
            <span className="sr-only">Search</span>
          </button>
          {showAuthButtons(flags, viewer) ? (
            googleEnabled ? (
              <div className="hidden items-center gap-2 md:flex">
                <GoogleButton size="sm" variant="secondary" className="hidden lg:inline-flex" />
                <AuthButtons />
              </div>
            ) : (
              // Every guest's page has them: written from cached markup.
              <Prerendered as="div" className="hidden items-center gap-2 md:flex" render={AuthButtons} props={{}} />
            )
          ) : null}
          {isSignedIn(viewer) ? <SignedInMenus roles={roles} viewer={viewer} productSlug={productSlug} /> : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The role switcher and the user menu. Memoised: while their chunks load, their server markup sits in a dehydrated
 * Suspense boundary, and React replaces such a boundary by its fallback when it receives new props (the header
 * re-renders on every fit step) — the menus would blink to a placeholder and the fit would measure the placeholder.
 */
const SignedInMenus = memo(function SignedInMenus({
  roles,
  viewer,
  productSlug,
}: {
  roles: ShellRole[];
  viewer: Viewer;
  productSlug: string;
}) {
  return (
    <Suspense fallback={<span className="size-10" aria-hidden />}>
      <RoleSwitcher roles={roles} productSlug={productSlug} />
      <UserMenu viewer={viewer} productSlug={productSlug} />
    </Suspense>
  );
});

/** "Log In" and "Sign Up": a pure part. */
function AuthButtons() {
  return (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm">
        Log In
      </ButtonLink>
      <ButtonLink to="/signup" variant="primary" size="sm">
        Sign Up
      </ButtonLink>
    </>
  );
}

/** The header's section links, as NavLink wrote them (aria-current on the current one): a pure function of its props. */
function HeaderNavLinks({ links, active, shown }: { links: NavLink[]; active: string[]; shown: number }) {
  return links.map((link, index) => {
    const isActive = active.includes(link.href);
    return (
      <li key={link.href} className={index < shown ? "shrink-0" : "hidden"}>
        <Link
          aria-current={isActive ? "page" : undefined}
          className={cn(
            "rounded-full px-3 py-2 text-sm font-medium transition-colors",
            isActive ? "bg-surface-2 text-fg" : "text-muted hover:text-fg",
          )}
          to={link.href}
        >
          {link.label}
        </Link>
      </li>
    );
  });
}
