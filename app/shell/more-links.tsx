import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavLink } from "~/core/access/navigation";
import { cn } from "~/ui/cn";
import { useDismissablePanel } from "~/ui/use-dismissable-panel";

/**
 * The header's section links that do not fit its row (use-header-fit.ts), behind a "More" button: a disclosure of
 * real links (Tab through them; Escape closes and returns focus to the button; a press outside closes it).
 */
export function MoreLinks({ links, active }: { links: readonly NavLink[]; active: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setOpen(false), [pathname]);

  useDismissablePanel(open, () => setOpen(false), buttonRef, panelRef);

  const holdsCurrent = links.some((link) => active.includes(link.href));
  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition-colors",
          holdsCurrent || open ? "bg-surface-2 text-fg" : "text-muted hover:text-fg",
        )}
      >
        More
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        ref={panelRef}
        id={listId}
        hidden={!open}
        aria-label="More sections"
        className="absolute top-full left-0 z-50 mt-2 w-52 rounded-2xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/60"
      >
        {links.map((link) => {
          const current = active.includes(link.href);
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "block rounded-xl px-3 py-2 text-sm font-medium hover:bg-surface-2",
                  current ? "bg-surface-2 text-fg" : "text-muted hover:text-fg",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
