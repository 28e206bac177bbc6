import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { AREA_RULES } from "./core/areas";

/**
 * The route table of spec §2. Flag gates and guards of the gated areas are declared in
 * app/core/areas.ts (AREA_RULES) and enforced by each loader/action on its first line; areas whose
 * screens come later share one module that applies the same gates and says honestly what is coming.
 */

const AREA_MODULES: Record<string, string> = {
  "/admin/dashboard": "routes/admin-dashboard.tsx",
  "/radio": "routes/radio.tsx",
  "/admin/radio": "routes/admin-radio.tsx",
  "/admin/vitals": "routes/admin-vitals.tsx",
  "/mate/radio": "routes/mate-radio.tsx",
  "/dj/:slug/follow-state": "routes/dj-follow-state.ts",
  "/admin/users": "routes/admin-users.tsx",
  "/admin/settings": "routes/admin-settings.tsx",
  // "/profile": "routes/profile.tsx",  ← how an area gets its own module
  "/profile": "routes/profile.tsx",
  "/complete-profile": "routes/complete-profile.tsx",
  "/edit-profile": "routes/edit-profile.tsx",
  "/profile-settings": "routes/profile-settings.tsx",
  "/claim-dj-profile": "routes/claim-dj-profile.tsx",
  "/admin/claims": "routes/admin-claims.tsx",
  "/dj/:slug/edit": "routes/dj-edit.tsx",
  "/events": "routes/events.tsx",
  "/events/:slug": "routes/event.tsx",
  "/events/:slug/calendar.ics": "routes/event-calendar.ts",
  "/events.ics": "routes/calendar-feed.ts",
  "/dj/:slug/events.ics": "routes/calendar-feed.ts",
  "/venues/:slug/events.ics": "routes/calendar-feed.ts",
  "/production/:slug/events.ics": "routes/calendar-feed.ts",
  "/calendar/:token/events.ics": "routes/personal-calendar-feed.ts",
  "/venues": "routes/venues.tsx",
  "/venues/:slug": "routes/venue.tsx",
  "/mate/events": "routes/mate-events.tsx",
  "/mate/events/create": "routes/mate-event-create.tsx",
  "/mate/events/:eventId/edit": "routes/mate-event-edit.tsx",
  "/admin/events": "routes/admin-events.tsx",
  "/admin/events/create": "routes/admin-event-create.tsx",
  "/admin/events/:eventId/edit": "routes/admin-event-edit.tsx",
  "/mate/events/analytics": "routes/mate-event-analytics.tsx",
  "/mate/dashboard": "routes/mate-dashboard.tsx",
  "/admin/venues": "routes/admin-venues.tsx",
  "/admin/venues/create": "routes/admin-venue-create.tsx",
  "/admin/productions": "routes/admin-productions.tsx",
  "/admin/productions/create": "routes/admin-production-create.tsx",
  // Venue management (issue 18): My Venues, the management entry, Details, Staff, Delete and invitations.
  "/my-venues": "routes/my-venues.tsx",
  "/venue/manage/:venueSlug": "routes/venue-manage.tsx",
  "/venue/manage/:venueSlug/details": "routes/venue-manage-details.tsx",
  "/venue/manage/:venueSlug/staff": "routes/venue-manage-staff.tsx",
  "/venue/manage/:venueSlug/delete": "routes/venue-manage-delete.tsx",
  "/venue/invitations/:token": "routes/venue-invitation.tsx",
  "/venue/manage/:venueSlug/events": "routes/venue-manage-events.tsx",
  "/venue/manage/:venueSlug/events/create": "routes/venue-manage-event-create.tsx",
  "/venue/manage/:venueSlug/events/:eventId/edit": "routes/venue-manage-event-edit.tsx",
  "/venue/manage/:venueSlug/analytics": "routes/venue-manage-analytics.tsx",
  "/venue/manage/:venueSlug/bookings": "routes/venue-manage-bookings.tsx",
  "/venue/manage/:venueSlug/media": "routes/venue-manage-media.tsx",
  "/productions": "routes/productions.tsx",
  "/production/:slug": "routes/production.tsx",
  "/my/following/productions": "routes/my-following-productions.tsx",
  "/producer/my-productions": "routes/producer-my-productions.tsx",
  "/producer/dashboard/:slug": "routes/producer-dashboard.tsx",
  "/producer/dashboard/:slug/edit": "routes/producer-dashboard-edit.tsx",
  "/producer/dashboard/:slug/events/create": "routes/producer-event-create.tsx",
  "/producer/dashboard/:slug/events/:eventId/edit": "routes/producer-event-edit.tsx",
  // News (issue 19): the pages, the feeds and the admin authoring screens.
  "/news": "routes/news.tsx",
  "/news/:slug": "routes/news-article.tsx",
  "/news/rss.xml": "routes/news-feed.ts",
  "/news/feed.json": "routes/news-feed.ts",
  "/admin/news": "routes/admin-news.tsx",
  "/admin/news/create": "routes/admin-news-create.tsx",
  "/admin/news/:articleId/edit": "routes/admin-news-edit.tsx",
  // Admin area (issue 23): booking inquiries, analytics, DJ content, audit log; the DJ managers' bookings.
  "/admin/bookings": "routes/admin-bookings.tsx",
  "/admin/bookings/:inquiryId": "routes/admin-booking.tsx",
  "/admin/analytics": "routes/admin-analytics.tsx",
  "/admin/analytics/export": "routes/admin-analytics-export.ts",
  "/admin/djs": "routes/admin-djs.tsx",
  "/admin/audit": "routes/admin-audit.tsx",
  "/mate/bookings": "routes/mate-bookings.tsx",
  "/mate/bookings/:inquiryId": "routes/mate-booking.tsx",
};

export default [
  index("routes/home.tsx"),
  route("auth/callback", "routes/auth-callback.tsx", { id: "auth-callback" }),
  route("signup", "routes/signup.tsx"),
  route("login", "routes/login.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("following", "routes/following.tsx", { id: "following" }),
  route("alerts/unsubscribe/:token", "routes/alerts-unsubscribe.tsx"),
  route("search", "routes/search.tsx"),
  route("dj/:slug", "routes/dj-profile.tsx"),
  route("dj/:slug/booking", "routes/dj-booking.tsx"),
  route("venues/:slug/booking", "routes/venue-booking.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("support", "routes/support.tsx"),
  route("hero-test", "routes/hero-test.tsx"),
  // Every gated or guarded area has its own screens now; each module calls requireAreaAccess on the first line of
  // its loader and action. A rule without a module is a mistake caught at build time, not a page at run time.
  ...AREA_RULES.map((rule) => {
    const file = AREA_MODULES[rule.pattern];
    if (!file) throw new Error(`AREA_RULES has ${rule.pattern} but AREA_MODULES names no route module for it`);
    return route(rule.pattern.slice(1), file, { id: `area:${rule.pattern}` });
  }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
