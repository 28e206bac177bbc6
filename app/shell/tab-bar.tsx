import { Link, useLocation } from "react-router";
import { activeNavHrefs, type NavLink, tabBarLinks } from "~/core/access/navigation";
import type { Viewer } from "~/core/access/viewer";
import type { Flags } from "~/core/site/flags";
import { cn } from "~/ui/cn";
import { Prerendered } from "~/ui/prerendered";
import { NavIcon } from "./nav-icon";

/**
 * Mobile bottom tab bar (spec §2): 60 px tall plus the bottom safe area (spec §9). On every page, so the server
 * writes its links from cached markup keyed by the links and the current one (app/ui/prerendered.tsx).
 */
export function TabBar({ flags, viewer }: { flags: Flags; viewer: Viewer }) {
  const links = tabBarLinks(flags, viewer);
  const active = activeNavHrefs(links, useLocation().pathname);
  return (
    <nav
      aria-label="Tab bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
    >
      <Prerendered
        as="ul"
        className="mx-auto flex h-[60px] max-w-lg items-stretch justify-around px-1"
        render={TabBarLinks}
        props={{ links, active }}
      />
    </nav>
  );
}

/** The links, as NavLink wrote them (aria-current on the current one): a pure function of its props. */
function TabBarLinks({ links, active }: { links: NavLink[]; active: string[] }) {
  return links.map((link) => {
    const isActive = active.includes(link.href);
    return (
      <li key={link.href} className="flex flex-1">
        <Link
          aria-current={isActive ? "page" : undefined}
          className={cn(
            "relative flex flex-1 flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium",
            isActive ? "text-fg" : "text-muted",
          )}
          to={link.href}
        >
          <NavIcon name={link.icon} className={cn("size-5", isActive && "text-accent-fg")} />
          <span>{link.label}</span>
          {link.badge ? (
            <span className="absolute top-1 right-1/2 translate-x-6 rounded-full bg-mate px-1 text-[9px] font-bold text-black">
              {link.badge}
            </span>
          ) : null}
        </Link>
      </li>
    );
  });
}
