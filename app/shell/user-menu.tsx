import * as Dropdown from "@radix-ui/react-dropdown-menu";
import {
  Building2,
  CalendarSearch,
  ChevronDown,
  LayoutDashboard,
  LogOut,
  Shield,
  Sparkles,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Viewer } from "~/core/access/viewer";
import { track } from "~/core/analytics/analytics";
import { initialsOf } from "~/core/text/initials";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { toast } from "~/ui/toast";

export interface UserMenuItem {
  label: string;
  href: string;
  icon: "mate" | "venues" | "admin" | "profile" | "find";
}

/** Spec §2 user menu items, per viewer: Mate Panel (mates with a profile), My Venues, Admin Panel, Profile. */
export function userMenuItems(viewer: Viewer): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (viewer.role === "dj" && viewer.hasMateProfile)
    items.push({ label: "Mate Panel", href: "/mate/dashboard", icon: "mate" });
  if (viewer.managesVenues) items.push({ label: "My Venues", href: "/my-venues", icon: "venues" });
  if (viewer.role === "admin" || viewer.findsDjs) items.push({ label: "Find DJs", href: "/find-djs", icon: "find" });
  if (viewer.role === "admin") items.push({ label: "Admin Panel", href: "/admin/dashboard", icon: "admin" });
  items.push({ label: "Profile", href: "/profile", icon: "profile" });
  return items;
}

const ICONS = {
  mate: Sparkles,
  venues: Building2,
  admin: LayoutDashboard,
  profile: UserRound,
  find: CalendarSearch,
} as const;

/**
 * Spec §4: signing out ends the server session, clears local user info, session storage and the role cache
 * (everything under the product prefix), then goes to /. A full navigation so no signed-in state survives.
 */
async function signOut(productSlug: string) {
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      credentials: "same-origin",
    });
    // Spec §8: a session-missing error on sign-out is ignored; anything else is worth telling.
    if (!response.ok && response.status !== 401) throw new Error(String(response.status));
  } catch {
    toast.error("Could not sign out. Please try again.");
    return;
  }
  // Spec §7's "auth action", before the page goes (the provider sends it with keepalive; with consent only).
  track("auth_action", { action: "sign_out" });
  try {
    const prefix = `${productSlug}_`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (k): k is string => !!k && k.startsWith(prefix) && k !== `${prefix}app_version`,
    );
    for (const key of keys) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the server session is already gone.
  }
  window.location.assign("/");
}

/** The signed-in user's menu (desktop and phone header): name, email, Admin / Mate DJ label, links, Sign Out. */
export function UserMenu({ viewer, productSlug }: { viewer: Viewer; productSlug: string }) {
  const [busy, setBusy] = useState(false);
  const name = viewer.name ?? viewer.email ?? "Account";
  const label = viewer.role === "admin" ? "Admin" : viewer.role === "dj" ? "Mate DJ" : null;
  const items = userMenuItems(viewer);
  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger
        data-testid="user-menu-trigger"
        className="group flex h-10 shrink-0 items-center gap-2 rounded-full border border-border bg-surface p-1 pr-1 hover:bg-surface-2 data-[state=open]:bg-surface-2 lg:pr-3"
      >
        <span
          aria-hidden
          className={cn(
            "grid size-8 place-items-center rounded-full text-xs font-bold",
            viewer.role === "dj" ? "bg-mate text-black" : "bg-accent-gradient text-white",
          )}
        >
          {initialsOf(name, { pick: "first-last" })}
        </span>
        <span className="sr-only">Account menu for {name}</span>
        <span
          aria-hidden
          data-testid="user-menu-name"
          className="hidden max-w-[9rem] truncate text-sm font-semibold lg:block"
        >
          {name}
        </span>
        <ChevronDown
          aria-hidden
          className="hidden size-4 text-muted transition-transform group-data-[state=open]:rotate-180 lg:block"
        />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          data-testid="user-menu"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-72 rounded-2xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/60"
        >
          <Dropdown.Label className="flex items-start gap-3 px-3 pt-2.5 pb-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-fg">{name}</span>
              <span className="block truncate text-sm text-muted">{viewer.email}</span>
            </span>
            {label ? (
              <Badge tone={viewer.role === "dj" ? "mate" : "accent"} className="shrink-0" testId="user-menu-label">
                {viewer.role === "admin" ? (
                  <Shield aria-hidden className="size-3" />
                ) : (
                  <Sparkles aria-hidden className="size-3" />
                )}
                {label}
              </Badge>
            ) : null}
          </Dropdown.Label>
          <Dropdown.Separator className="mx-2 mb-1 h-px bg-border" />
          {items.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <Dropdown.Item key={item.href} asChild>
                <Link to={item.href} className={itemClass}>
                  <Icon aria-hidden className="size-4 text-muted" />
                  {item.label}
                </Link>
              </Dropdown.Item>
            );
          })}
          <Dropdown.Separator className="mx-2 my-1 h-px bg-border" />
          <Dropdown.Item
            className={cn(itemClass, "text-[#fca5a5]")}
            disabled={busy}
            onSelect={(event) => {
              event.preventDefault();
              setBusy(true);
              void signOut(productSlug).finally(() => setBusy(false));
            }}
          >
            <LogOut aria-hidden className="size-4" />
            {busy ? "Signing out…" : "Sign Out"}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

const itemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-fg outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2";
