import { type Flags, isNewsPageOn } from "~/core/site/flags";
import { isSignedIn, type Viewer } from "./viewer";

/**
 * What the header, the mobile tab bar and the footer link to, per flag state and viewer
 * (spec §2 Navigation). One pure model so no surface shows a link to a gated page.
 */

export type NavIcon =
  | "following"
  | "djs"
  | "events"
  | "venues"
  | "productions"
  | "news"
  | "radio"
  | "sign-in"
  | "admin"
  | "mate"
  | "profile";

export interface NavLink {
  label: string;
  href: string;
  icon: NavIcon;
  badge?: string;
}

/**
 * The links of a bar that show as the current section at `pathname`, by React Router's NavLink rule (case-insensitive;
 * "/" only on itself, any other link also on the paths below it). The header and the tab bar write their links from
 * cached markup keyed by this answer rather than by the path, so both must agree with NavLink.
 */
export function activeNavHrefs(links: readonly NavLink[], pathname: string): string[] {
  const here = pathname.toLowerCase();
  return links
    .filter((link) => {
      const to = link.href.toLowerCase();
      if (here === to) return true;
      if (to === "/") return false;
      const end = to.endsWith("/") ? to.length - 1 : to.length;
      return here.startsWith(to) && here.charAt(end) === "/";
    })
    .map((link) => link.href);
}

export function headerLinks(flags: Flags, viewer: Viewer): NavLink[] {
  const links: NavLink[] = [];
  if (flags.loginEnabled && isSignedIn(viewer))
    links.push({ label: "Following", href: "/following", icon: "following" });
  links.push({ label: "DJs", href: "/", icon: "djs" });
  if (flags.eventsPageEnabled) links.push({ label: "Events", href: "/events", icon: "events" });
  if (flags.venuesEnabled) links.push({ label: "Venues", href: "/venues", icon: "venues" });
  if (flags.productionLinesEnabled) links.push({ label: "Productions", href: "/productions", icon: "productions" });
  if (isNewsPageOn(flags)) links.push({ label: "News", href: "/news", icon: "news" });
  if (flags.radioEnabled) links.push({ label: "Radio", href: "/radio", icon: "radio" });
  return links;
}

/** Guests get Log In and Sign Up (as links styled as buttons) while login is on. */
export function showAuthButtons(flags: Flags, viewer: Viewer): boolean {
  return flags.loginEnabled && !isSignedIn(viewer);
}

export function tabBarLinks(flags: Flags, viewer: Viewer): NavLink[] {
  const links: NavLink[] = [];
  if (flags.loginEnabled) links.push({ label: "Following", href: "/following", icon: "following" });
  links.push({ label: "DJs", href: "/", icon: "djs" });
  if (flags.eventsPageEnabled) links.push({ label: "Events", href: "/events", icon: "events" });
  if (flags.venuesEnabled) links.push({ label: "Venues", href: "/venues", icon: "venues" });
  if (flags.radioEnabled) links.push({ label: "Radio", href: "/radio", icon: "radio" });
  if (!isSignedIn(viewer)) {
    if (flags.loginEnabled) links.push({ label: "Sign In", href: "/login", icon: "sign-in" });
  } else if (viewer.role === "admin") {
    links.push({ label: "Admin", href: "/admin/dashboard", icon: "admin" });
  } else if (viewer.role === "dj") {
    links.push({ label: "Mate", href: "/mate/dashboard", icon: "mate", badge: "MATE" });
  } else {
    links.push({ label: "Profile", href: "/profile", icon: "profile" });
  }
  return links;
}

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterModel {
  explore: FooterLink[];
  legal: FooterLink[];
  newOn: FooterLink[];
}

/** The footer follows the spec's own list: /events is always linked, the rest per flag. */
export function footerModel(flags: Flags): FooterModel {
  const explore: FooterLink[] = [
    { label: "DJs", href: "/" },
    { label: "About", href: "/about" },
    { label: "Events", href: "/events" },
  ];
  if (isNewsPageOn(flags)) explore.push({ label: "News", href: "/news" });
  if (flags.venuesEnabled) explore.push({ label: "Venues", href: "/venues" });
  if (flags.productionLinesEnabled) explore.push({ label: "Productions", href: "/productions" });
  const legal: FooterLink[] = [
    { label: "Terms of Service", href: "/terms" },
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Cookie Settings", href: "/privacy#cookie-settings" },
    { label: "Support", href: "/support" },
  ];
  const newOn: FooterLink[] = flags.radioEnabled ? [{ label: "Radio", href: "/radio" }] : [];
  return { explore, legal, newOn };
}

/** The support contact links of the footer: a WhatsApp chat with a prefilled message. */
export function whatsappLink(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;
}

export const FOOTER_WHATSAPP_MESSAGES = {
  missingDj: "Hi! A DJ is missing on Booth — here are their name and links:",
  reportProblem: "Hi! I'd like to report a problem on Booth:",
} as const;
