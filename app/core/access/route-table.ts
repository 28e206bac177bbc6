import type { VenuePermissionKey } from "./venue-permissions";

/**
 * Every route of the app, declared once (decision 049): its path pattern, its module, and — for the areas of
 * spec §2 — the flag gates and the guard. `app/routes.ts` is derived from this table, the root middleware
 * (`server/adapters/route-guard.server.ts`) looks the matched pattern up here and applies the rule before any
 * loader or action runs, and the authorization matrix walks it. A route module never writes its own pattern.
 */

export type FlagGate = "radio" | "events" | "news" | "venues" | "productions" | "login";

/**
 * "resource": the screens of one venue or production line (decision 025). Guests go home; a signed-in person
 * passes the area guard and then needs a record for that very resource (venue_managers with the tab's permission,
 * user_roles), else the same 404 as an unknown slug, so no one learns whether a slug exists. A resource route
 * without `resource` lists the viewer's own venues or lines.
 */
export type Guard = "none" | "login" | "mate" | "admin" | "resource" | "booker";

/*
 * "booker": people who book DJs for events — venue staff with can_manage_bookings, producers and production line
 * owners (Viewer.findsDjs) and admins. Guests are asked to sign in; anyone else gets the 404 of an unknown page.
 */

/** Which record a resource route needs, found by the route's slug parameter. */
export type ResourceGuard = { kind: "venue"; permission?: VenuePermissionKey } | { kind: "production-line" };

export interface RouteRule {
  /** The path pattern, as React Router matches it ("/" for the home page, "*" for everything else). */
  pattern: string;
  /** The route module under app/ (a `.ts` module answers files, not pages). */
  module: string;
  /** The route id, when it is not React Router's default (ids name routes in stored web vitals). */
  id?: string;
  /** Human name for Feature Unavailable and the "coming" notice (areas only). */
  feature?: string;
  gates: readonly FlagGate[];
  guard: Guard;
  /** A closed gate answers 404 instead of the area's screen (files such as calendar feeds: no page to show). */
  closed?: "not-found";
  resource?: ResourceGuard;
}

/** Pages and files open to everyone whatever the flags (their own loaders decide what they show). */
const OPEN = { gates: [], guard: "none" } as const;

export const ROUTE_TABLE = [
  { pattern: "/", module: "routes/home.tsx", ...OPEN },
  { pattern: "/auth/callback", module: "routes/auth-callback.tsx", id: "auth-callback", ...OPEN },
  { pattern: "/signup", module: "routes/signup.tsx", ...OPEN },
  { pattern: "/login", module: "routes/login.tsx", ...OPEN },
  { pattern: "/reset-password", module: "routes/reset-password.tsx", ...OPEN },
  { pattern: "/verify-email", module: "routes/verify-email.tsx", ...OPEN },
  { pattern: "/admin/login", module: "routes/admin-login.tsx", ...OPEN },
  { pattern: "/sign-out", module: "routes/sign-out.tsx", ...OPEN },
  { pattern: "/following", module: "routes/following.tsx", id: "following", ...OPEN },
  { pattern: "/alerts/unsubscribe/:token", module: "routes/alerts-unsubscribe.tsx", ...OPEN },
  { pattern: "/search", module: "routes/search.tsx", ...OPEN },
  // "Who played this?": tracks of the published tracklists; a page of its own, not a search result type.
  { pattern: "/tracks", module: "routes/tracks.tsx", ...OPEN },
  { pattern: "/dj/:slug", module: "routes/dj-profile.tsx", ...OPEN },
  { pattern: "/dj/:slug/booking", module: "routes/dj-booking.tsx", ...OPEN },
  // The press kit (decision 058): public unless link-only; its files answer 404 whenever the page does.
  { pattern: "/dj/:slug/press", module: "routes/dj-press.tsx", ...OPEN },
  { pattern: "/dj/:slug/press.pdf", module: "routes/dj-press-pdf.ts", ...OPEN },
  { pattern: "/dj/:slug/press/photos/:file", module: "routes/dj-press-photo.ts", ...OPEN },
  { pattern: "/dj/:slug/press/riders/:kind", module: "routes/dj-press-rider.ts", ...OPEN },
  // A press kit sent with a reply to one inquiry (decision 058, "Personal links"): the token is checked in each loader
  // (rate-limited, the same polite answer for unknown and revoked), every open and download recorded, never cached.
  { pattern: "/press/:token", module: "routes/press-link.tsx", ...OPEN },
  { pattern: "/press/:token/kit.pdf", module: "routes/press-link-pdf.ts", ...OPEN },
  { pattern: "/press/:token/photos/:file", module: "routes/press-link-photo.ts", ...OPEN },
  { pattern: "/press/:token/riders/:kind", module: "routes/press-link-rider.ts", ...OPEN },
  { pattern: "/venues/:slug/booking", module: "routes/venue-booking.tsx", ...OPEN },
  { pattern: "/about", module: "routes/about.tsx", ...OPEN },
  // The public API's guide and reference (decision 061); the API itself is Hono's, under /api/v1.
  { pattern: "/developers", module: "routes/developers.tsx", ...OPEN },
  { pattern: "/terms", module: "routes/terms.tsx", ...OPEN },
  { pattern: "/privacy", module: "routes/privacy.tsx", ...OPEN },
  { pattern: "/support", module: "routes/support.tsx", ...OPEN },
  { pattern: "/hero-test", module: "routes/hero-test.tsx", ...OPEN },
  // The areas of spec §2: gated by site flags, guarded by role or resource.
  { pattern: "/radio", module: "routes/radio.tsx", feature: "Radio", gates: ["radio"], guard: "none" },
  { pattern: "/events", module: "routes/events.tsx", feature: "Events", gates: ["events"], guard: "none" },
  { pattern: "/events/:slug", module: "routes/event.tsx", feature: "Events", gates: ["events"], guard: "none" },
  {
    pattern: "/events/:slug/calendar.ics",
    module: "routes/event-calendar.ts",
    feature: "Events",
    gates: ["events"],
    guard: "none",
  },
  // Calendar feeds: files for calendar apps, so a closed flag is a plain 404, like an unknown feed.
  {
    pattern: "/events.ics",
    module: "routes/calendar-feed.ts",
    feature: "Events",
    gates: ["events"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/dj/:slug/events.ics",
    module: "routes/calendar-feed.ts",
    feature: "Events",
    gates: ["events"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/venues/:slug/events.ics",
    module: "routes/calendar-feed.ts",
    feature: "Events",
    gates: ["events", "venues"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/production/:slug/events.ics",
    module: "routes/calendar-feed.ts",
    feature: "Events",
    gates: ["events", "productions"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/calendar/:token/events.ics",
    module: "routes/personal-calendar-feed.ts",
    feature: "Events",
    gates: ["events"],
    guard: "none",
    closed: "not-found",
  },
  // A DJ's private feed of holds and confirmed dates: the secret token in the path is the guard (decision 054).
  { pattern: "/calendar/:token/availability.ics", module: "routes/availability-feed.ts", ...OPEN },
  { pattern: "/news", module: "routes/news.tsx", feature: "News", gates: ["news"], guard: "none" },
  // The feeds come before /news/:slug, which would match them too (findAreaRule takes the first match).
  { pattern: "/news/rss.xml", module: "routes/news-feed.ts", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/news/feed.json", module: "routes/news-feed.ts", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/news/:slug", module: "routes/news-article.tsx", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/venues", module: "routes/venues.tsx", feature: "Venues", gates: ["venues"], guard: "none" },
  { pattern: "/venues/:slug", module: "routes/venue.tsx", feature: "Venues", gates: ["venues"], guard: "none" },
  {
    pattern: "/productions",
    module: "routes/productions.tsx",
    feature: "Production Lines",
    gates: ["productions"],
    guard: "none",
  },
  {
    pattern: "/production/:slug",
    module: "routes/production.tsx",
    feature: "Production Lines",
    gates: ["productions"],
    guard: "none",
  },
  { pattern: "/profile", module: "routes/profile.tsx", feature: "Profile", gates: ["login"], guard: "login" },
  {
    pattern: "/claim-dj-profile",
    module: "routes/claim-dj-profile.tsx",
    feature: "Claim a DJ profile",
    gates: ["login"],
    guard: "login",
  },
  {
    pattern: "/complete-profile",
    module: "routes/complete-profile.tsx",
    feature: "Complete your profile",
    gates: ["login"],
    guard: "login",
  },
  {
    pattern: "/edit-profile",
    module: "routes/edit-profile.tsx",
    feature: "Edit profile",
    gates: ["login"],
    guard: "login",
  },
  {
    pattern: "/profile-settings",
    module: "routes/profile-settings.tsx",
    feature: "Profile settings",
    gates: ["login"],
    guard: "login",
  },
  // The DJ profile editor: login here; being a manager of that very profile is checked by its loader/action.
  // The radio card's follow state of the playing DJ, fetched in the browser: following needs sign-in.
  {
    pattern: "/dj/:slug/follow-state",
    module: "routes/dj-follow-state.ts",
    feature: "Follow",
    gates: ["login"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/dj/:slug/edit",
    module: "routes/dj-edit.tsx",
    feature: "Edit DJ profile",
    gates: ["login"],
    guard: "login",
  },
  {
    pattern: "/mate/dashboard",
    module: "routes/mate-dashboard.tsx",
    feature: "Mate Dashboard",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/events",
    module: "routes/mate-events.tsx",
    feature: "Mate Events",
    gates: ["login"],
    guard: "mate",
  },
  // A DJ's own radio tracks: no radio gate, like /admin/radio — they prepare them either way.
  { pattern: "/mate/radio", module: "routes/mate-radio.tsx", feature: "Mate Radio", gates: ["login"], guard: "mate" },
  // The DJ managers' booking inquiries: only those sent to DJs they manage; another DJ's id is a 404.
  {
    pattern: "/mate/bookings",
    module: "routes/mate-bookings.tsx",
    feature: "Mate Bookings",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/bookings/:inquiryId",
    module: "routes/mate-booking.tsx",
    feature: "Mate Bookings",
    gates: ["login"],
    guard: "mate",
  },
  // A DJ free on a date, for those who book them (the "booker" guard).
  { pattern: "/find-djs", module: "routes/find-djs.tsx", feature: "Find DJs", gates: ["login"], guard: "booker" },
  // A managed DJ's calendar (holds, unavailable days, confirmed dates); another DJ's ?dj= is a 404.
  {
    pattern: "/mate/calendar",
    module: "routes/mate-calendar.tsx",
    feature: "Mate Calendar",
    gates: ["login"],
    guard: "mate",
  },
  // A managed DJ's press kit; the two uploads have paths (and body limits) of their own. Another DJ's ?dj= is a 404.
  {
    pattern: "/mate/press-kit",
    module: "routes/mate-press-kit.tsx",
    feature: "Press Kit",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/press-kit/photos",
    module: "routes/mate-press-kit-photos.tsx",
    feature: "Press Kit",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/press-kit/riders",
    module: "routes/mate-press-kit-riders.tsx",
    feature: "Press Kit",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/events/create",
    module: "routes/mate-event-create.tsx",
    feature: "Create Event",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/events/analytics",
    module: "routes/mate-event-analytics.tsx",
    feature: "Event Analytics",
    gates: ["login"],
    guard: "mate",
  },
  {
    pattern: "/mate/events/:eventId/edit",
    module: "routes/mate-event-edit.tsx",
    feature: "Edit Event",
    gates: ["login"],
    guard: "mate",
  },
  // A past gig's tracklist from the DJ's own software: only events whose lineup holds a DJ the user manages (else 404).
  {
    pattern: "/mate/events/:eventId/tracklist",
    module: "routes/mate-event-tracklist.tsx",
    feature: "Tracklist",
    gates: ["login"],
    guard: "mate",
  },
  // Venue management: one URL per tab; each tab's loader/action re-checks its permission key (VENUE_MANAGE_TABS).
  {
    pattern: "/venue/manage/:venueSlug",
    module: "routes/venue-manage.tsx",
    resource: { kind: "venue" },
    feature: "Venue Management",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/details",
    module: "routes/venue-manage-details.tsx",
    resource: { kind: "venue", permission: "can_edit" },
    feature: "Venue Details",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/events",
    module: "routes/venue-manage-events.tsx",
    resource: { kind: "venue", permission: "can_manage_events" },
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/events/create",
    module: "routes/venue-manage-event-create.tsx",
    resource: { kind: "venue", permission: "can_manage_events" },
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  // The venue's radius clause, which the clash check of every event form applies (decision 056).
  {
    pattern: "/venue/manage/:venueSlug/radius-clause",
    module: "routes/venue-manage-radius-clause.tsx",
    resource: { kind: "venue", permission: "can_manage_events" },
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/events/:eventId/edit",
    module: "routes/venue-manage-event-edit.tsx",
    resource: { kind: "venue", permission: "can_manage_events" },
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  // A past event's tracklist at this venue (the same screen and action as the DJ managers'); not past or not here: 404.
  {
    pattern: "/venue/manage/:venueSlug/events/:eventId/tracklist",
    module: "routes/venue-manage-event-tracklist.tsx",
    resource: { kind: "venue", permission: "can_manage_events" },
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/staff",
    module: "routes/venue-manage-staff.tsx",
    resource: { kind: "venue", permission: "can_manage_staff" },
    feature: "Venue Staff",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/analytics",
    module: "routes/venue-manage-analytics.tsx",
    resource: { kind: "venue", permission: "can_view_analytics" },
    feature: "Venue Analytics",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/bookings",
    module: "routes/venue-manage-bookings.tsx",
    resource: { kind: "venue", permission: "can_manage_bookings" },
    feature: "Venue Bookings",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/media",
    module: "routes/venue-manage-media.tsx",
    resource: { kind: "venue", permission: "can_manage_media" },
    feature: "Venue Media",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/delete",
    module: "routes/venue-manage-delete.tsx",
    resource: { kind: "venue", permission: "can_delete" },
    feature: "Delete Venue",
    gates: ["login"],
    guard: "resource",
  },
  { pattern: "/my-venues", module: "routes/my-venues.tsx", feature: "My Venues", gates: ["login"], guard: "resource" },
  // The token decides: anyone holding it sees the venue and role offered; answering needs the invited account (a
  // guest is offered sign-up with the invited address, or sign-in, and comes back here).
  {
    pattern: "/venue/invitations/:token",
    module: "routes/venue-invitation.tsx",
    feature: "Venue Invitation",
    gates: ["login"],
    guard: "none",
  },
  {
    pattern: "/producer/my-productions",
    module: "routes/producer-my-productions.tsx",
    feature: "My Productions",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/producer/dashboard/:slug",
    module: "routes/producer-dashboard.tsx",
    resource: { kind: "production-line" },
    feature: "Producer Dashboard",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/producer/dashboard/:slug/edit",
    module: "routes/producer-dashboard-edit.tsx",
    resource: { kind: "production-line" },
    feature: "Edit Production Line",
    gates: ["login"],
    guard: "resource",
  },
  // The line's radius clause, which the clash check of every event form applies (decision 056).
  {
    pattern: "/producer/dashboard/:slug/radius-clause",
    module: "routes/producer-radius-clause.tsx",
    resource: { kind: "production-line" },
    feature: "Producer Dashboard",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/producer/dashboard/:slug/events/create",
    module: "routes/producer-event-create.tsx",
    resource: { kind: "production-line" },
    feature: "Create Event",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/producer/dashboard/:slug/events/:eventId/edit",
    module: "routes/producer-event-edit.tsx",
    resource: { kind: "production-line" },
    feature: "Edit Event",
    gates: ["login"],
    guard: "resource",
  },
  // A past event's tracklist of this production line; another line's event or one not yet over: 404.
  {
    pattern: "/producer/dashboard/:slug/events/:eventId/tracklist",
    module: "routes/producer-event-tracklist.tsx",
    resource: { kind: "production-line" },
    feature: "Tracklist",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/my/following/productions",
    module: "routes/my-following-productions.tsx",
    feature: "Followed Productions",
    gates: ["login", "productions"],
    guard: "login",
  },
  {
    pattern: "/admin/dashboard",
    module: "routes/admin-dashboard.tsx",
    feature: "Admin Dashboard",
    gates: [],
    guard: "admin",
  },
  { pattern: "/admin/events", module: "routes/admin-events.tsx", feature: "Events", gates: [], guard: "admin" },
  {
    pattern: "/admin/events/create",
    module: "routes/admin-event-create.tsx",
    feature: "Create Event",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/events/:eventId/edit",
    module: "routes/admin-event-edit.tsx",
    feature: "Edit Event",
    gates: [],
    guard: "admin",
  },
  // Any past event's tracklist, from the admin event screen; an event not yet over: 404.
  {
    pattern: "/admin/events/:eventId/tracklist",
    module: "routes/admin-event-tracklist.tsx",
    feature: "Tracklist",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/bookings",
    module: "routes/admin-bookings.tsx",
    feature: "Booking Inquiries",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/bookings/:inquiryId",
    module: "routes/admin-booking.tsx",
    feature: "Booking Inquiry",
    gates: [],
    guard: "admin",
  },
  // Messages of the /support contact form: the inbox and one message with its thread.
  {
    pattern: "/admin/support",
    module: "routes/admin-support.tsx",
    feature: "Support Inbox",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/support/:messageId",
    module: "routes/admin-support-message.tsx",
    feature: "Support Message",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/analytics",
    module: "routes/admin-analytics.tsx",
    feature: "Analytics",
    gates: [],
    guard: "admin",
  },
  // The analytics screen's CSV downloads: a file, like the calendar feeds.
  {
    pattern: "/admin/analytics/export",
    module: "routes/admin-analytics-export.ts",
    feature: "Analytics",
    gates: [],
    guard: "admin",
  },
  // The aliases search reads as genres and cities, extended from the search insights' zero-result queries.
  {
    pattern: "/admin/search-aliases",
    module: "routes/admin-search-aliases.tsx",
    feature: "Analytics",
    gates: [],
    guard: "admin",
  },
  { pattern: "/admin/users", module: "routes/admin-users.tsx", feature: "Users", gates: [], guard: "admin" },
  // DJ content management and the audit log of every admin action.
  { pattern: "/admin/djs", module: "routes/admin-djs.tsx", feature: "DJs", gates: [], guard: "admin" },
  { pattern: "/admin/audit", module: "routes/admin-audit.tsx", feature: "Audit Log", gates: [], guard: "admin" },
  { pattern: "/admin/claims", module: "routes/admin-claims.tsx", feature: "Claims", gates: [], guard: "admin" },
  // Admin screens for venues and production lines: no flag gate, an admin manages them either way.
  { pattern: "/admin/venues", module: "routes/admin-venues.tsx", feature: "Venues", gates: [], guard: "admin" },
  {
    pattern: "/admin/venues/create",
    module: "routes/admin-venue-create.tsx",
    feature: "Create Venue",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/productions",
    module: "routes/admin-productions.tsx",
    feature: "Production Lines",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/productions/create",
    module: "routes/admin-production-create.tsx",
    feature: "Create Production Line",
    gates: [],
    guard: "admin",
  },
  { pattern: "/admin/settings", module: "routes/admin-settings.tsx", feature: "Settings", gates: [], guard: "admin" },
  // The radio's own tracks: no flag gate, an admin prepares the playlist either way.
  { pattern: "/admin/radio", module: "routes/admin-radio.tsx", feature: "Radio", gates: [], guard: "admin" },
  // Real visitors' web vitals, p75 per route; linked from /admin/analytics.
  { pattern: "/admin/vitals", module: "routes/admin-vitals.tsx", feature: "Web Vitals", gates: [], guard: "admin" },
  // News authoring: no flag gate, so articles can be prepared before the news pages are switched on.
  { pattern: "/admin/news", module: "routes/admin-news.tsx", feature: "News", gates: [], guard: "admin" },
  {
    pattern: "/admin/news/create",
    module: "routes/admin-news-create.tsx",
    feature: "Write Article",
    gates: [],
    guard: "admin",
  },
  {
    pattern: "/admin/news/:articleId/edit",
    module: "routes/admin-news-edit.tsx",
    feature: "Edit Article",
    gates: [],
    guard: "admin",
  },
  { pattern: "*", module: "routes/not-found.tsx", ...OPEN },
] as const satisfies readonly RouteRule[];

/** An area: a route with a flag gate or a guard (its id is `area:<pattern>`). */
export function isArea(rule: RouteRule): boolean {
  return rule.gates.length > 0 || rule.guard !== "none";
}

const BY_PATTERN = new Map<string, RouteRule>(
  (ROUTE_TABLE as readonly RouteRule[]).map((rule) => [rule.pattern, rule]),
);

/** The rule of a matched route pattern, as React Router reports it ("dj/:slug/edit" or "/dj/:slug/edit"). */
export function routeRuleOf(pattern: string): RouteRule | undefined {
  return BY_PATTERN.get(pattern === "*" || pattern.startsWith("/") ? pattern : `/${pattern}`);
}
