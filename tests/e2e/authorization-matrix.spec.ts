import { randomUUID } from "node:crypto";
import { type APIResponse, type Browser, type BrowserContext, expect, request, test } from "@playwright/test";
import { AREA_RULES } from "~/core/access/areas";
import { STAFF_RULE_MESSAGES } from "~/core/access/venue-permissions";
import { BUDGET_RANGES, EVENT_TYPES } from "~/core/booking/booking";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { authEndpointPolicy, BROWSER_AUTH_ENDPOINTS } from "~server/limits/rate-limit.server";
import { authStateFile, type SignInKind, type VenueStaffKind } from "./fixtures/auth";
import { demoEventIdOf } from "./fixtures/demo-gigs";
import { freshAccount, freshEmail } from "./fixtures/fresh-account";
import { firstLink, readMails, waitForMail } from "./fixtures/mail";
import { dataChangingApiRoutes, routesWithActions } from "./fixtures/write-endpoints";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

/**
 * The authorization matrix (ARCHITECTURE §5): every guarded route, every action and every /api endpoint that
 * changes data × guest, user, mate, venue manager, producer, admin and super administrator → the expected
 * answer, on the default server (login and production lines on). Written out by hand from spec §2/§4/§6 —
 * not computed from decideAccess — so a wrong rule makes this fail. Where a request is refused, the spec
 * also checks that nothing changed.
 *   ok      200 with the page
 *   home    302 to /                     (admin routes for everyone else; mate routes for guests)
 *   signin  401 sign-in prompt           (login-gated routes for guests)
 *   mate    403 'Mate Access Required'   (mate routes for signed-in non-mates)
 *   notfound 404                        (the DJ profile editor for anyone who does not manage that profile)
 *   {to}    302 elsewhere (route-specific, e.g. a completed profile leaves /complete-profile)
 *   {status} that status (actions and endpoints open to everyone: form errors, 405, 204…)
 * Self-checks below fail when an area, a route with an action or a data-changing /api endpoint has no row.
 */
type Outcome = "ok" | "home" | "signin" | "mate" | "notfound" | { to: string } | { status: number; text?: string };
type Who = "guest" | Exclude<SignInKind, "multi" | "claimer" | VenueStaffKind>;
const WHO: readonly Who[] = ["guest", "user", "mate", "venue", "producer", "admin", "supadmin"];
/** The same answer for everyone. */
const everyone = (outcome: Outcome) => Object.fromEntries(WHO.map((who) => [who, outcome])) as Record<Who, Outcome>;

const LOGIN = {
  guest: "signin",
  user: "ok",
  mate: "ok",
  venue: "ok",
  producer: "ok",
  admin: "ok",
  supadmin: "ok",
} as const;
const MATE = {
  guest: "home",
  user: "mate",
  mate: "ok",
  venue: "mate",
  producer: "mate",
  admin: "ok",
  supadmin: "ok",
} as const;
const ADMIN = {
  guest: "home",
  user: "home",
  mate: "home",
  venue: "home",
  producer: "home",
  admin: "ok",
  supadmin: "ok",
} as const;
const PROFILE_DONE = { to: "/profile" };
/** The press kit's upload paths: mates and admins are sent to the editor, everyone else refused like the editor. */
const TO_PRESS_KIT = {
  ...MATE,
  mate: { to: "/mate/press-kit" },
  admin: { to: "/mate/press-kit" },
  supadmin: { to: "/mate/press-kit" },
} as const;
/** A public DJ none of the matrix people manages (the mate and multi demo accounts own other profiles). */
const OTHER_DJ = "nadia-voss";
/** The editor of someone else's profile: only admins (and the profile's own managers) get in. */
const OTHERS_EDITOR = {
  guest: "signin",
  user: "notfound",
  mate: "notfound",
  venue: "notfound",
  producer: "notfound",
  admin: "ok",
  supadmin: "ok",
} as const;

/**
 * Another person's event (created by the admin in beforeAll, as a draft): a mate reaching it by its id gets the
 * same 404 as an unknown id, never a 403 that says it exists (IDOR). Paths name it as "{event}".
 */
const OTHERS_EVENT = {
  guest: "home",
  user: "mate",
  mate: "notfound",
  venue: "mate",
  producer: "mate",
  admin: "ok",
  supadmin: "ok",
} as const;
let othersEventId = "";
/**
 * A demo booking inquiry to OTHER_DJ (read from /admin/bookings in beforeAll): on the mate screens it is another DJ's,
 * so everyone who passes the mate guard — admins too, who manage no DJ here — gets the 404 of an unknown id (IDOR).
 */
let othersInquiryId = "";
/** A demo contact-form message, read from /admin/support in beforeAll. */
let supportMessageId = "";
const OTHERS_INQUIRY = {
  guest: "home",
  user: "mate",
  mate: "notfound",
  venue: "mate",
  producer: "mate",
  admin: "notfound",
  supadmin: "notfound",
} as const;
/** A demo article's id, read from the admin news list: its editor is for admins only. */
let newsArticleId = "";

/**
 * Production lines (decision 025 resource guard): the demo producer is producer of the first active line
 * by name and owner of the second (seedDemoAccounts); nachtwerk is a line the producer holds no record for.
 */
const PRODUCER_LINE = "block-party-nyc";
const OWNED_LINE = "concrete-cathedral";
const OTHER_LINE = "nachtwerk";
/** /producer/my-productions: guests go home; everyone signed in sees their lines (or the empty state). */
const RESOURCE_LIST = { ...everyone("ok"), guest: "home" } as Record<Who, Outcome>;
/** A line's dashboard: its owner and producers and the admins; anyone else the 404 of an unknown slug. */
const PRODUCERS_LINE = {
  guest: "home",
  user: "notfound",
  mate: "notfound",
  venue: "notfound",
  producer: "ok",
  admin: "ok",
  supadmin: "ok",
} as const;
const pathOf = (path: string) =>
  path
    .replace("{event}", othersEventId)
    .replace("{article}", newsArticleId)
    .replace("{inquiry}", othersInquiryId)
    .replace("{support}", supportMessageId);

/**
 * Venue management (decision 025). The demo seed makes the venue account owner of OWN_VENUE; OTHER_VENUE
 * is managed by none of the matrix people. Guests go home; signed in without a record of that very venue → 404, the
 * same as an unknown slug; admins manage every venue. /my-venues lists what the person has (an empty state for none).
 */
const OWN_VENUE = "basement-47";
const OTHER_VENUE = "kessel-halle";
const VENUE_TAB = {
  guest: "home",
  user: "notfound",
  mate: "notfound",
  venue: "ok",
  producer: "notfound",
  admin: "ok",
  supadmin: "ok",
} as const;
/** /venue/manage/{slug} sends the person to their first permitted tab (owners and admins: Details). */
const FIRST_TAB = { to: `/venue/manage/${OWN_VENUE}/details` };
const VENUE_ENTRY = { ...VENUE_TAB, venue: FIRST_TAB, admin: FIRST_TAB, supadmin: FIRST_TAB } as const;

const MATRIX: { pattern: string; path: string; expect: Record<Who, Outcome> }[] = [
  { pattern: "/profile", path: "/profile", expect: LOGIN },
  { pattern: "/claim-dj-profile", path: "/claim-dj-profile", expect: LOGIN },
  {
    pattern: "/complete-profile",
    path: "/complete-profile",
    expect: {
      guest: "signin",
      user: PROFILE_DONE,
      mate: PROFILE_DONE,
      venue: PROFILE_DONE,
      producer: PROFILE_DONE,
      admin: PROFILE_DONE,
      supadmin: PROFILE_DONE,
    },
  },
  { pattern: "/edit-profile", path: "/edit-profile", expect: LOGIN },
  { pattern: "/profile-settings", path: "/profile-settings", expect: LOGIN },
  { pattern: "/dj/:slug/edit", path: `/dj/${OTHER_DJ}/edit`, expect: OTHERS_EDITOR },
  { pattern: "/mate/dashboard", path: "/mate/dashboard", expect: MATE },
  { pattern: "/mate/events", path: "/mate/events", expect: MATE },
  { pattern: "/mate/radio", path: "/mate/radio", expect: MATE },
  // Booking inquiries: a DJ's managers see only their DJs'; {inquiry} is to a DJ no matrix person manages.
  { pattern: "/mate/bookings", path: "/mate/bookings", expect: MATE },
  { pattern: "/mate/bookings/:inquiryId", path: "/mate/bookings/{inquiry}", expect: OTHERS_INQUIRY },
  // A DJ's calendar: the person's own DJ (admins who manage none get the page without one); ?dj= of another is
  // the 404 of an unknown page (the calendar test below).
  { pattern: "/mate/calendar", path: "/mate/calendar", expect: MATE },
  // A DJ's press kit, like the calendar: ?dj= of another DJ is the 404 of an unknown page (the press-kit test below).
  // Its two upload paths have no page: a visit goes to the editor.
  { pattern: "/mate/press-kit", path: "/mate/press-kit", expect: MATE },
  { pattern: "/mate/press-kit/photos", path: "/mate/press-kit/photos", expect: TO_PRESS_KIT },
  { pattern: "/mate/press-kit/riders", path: "/mate/press-kit/riders", expect: TO_PRESS_KIT },
  // A DJ free on a date (the "booker" guard): venue staff who manage bookings, producers, admins; guests sign in,
  // anyone else gets the 404 of an unknown page.
  {
    pattern: "/find-djs",
    path: `/find-djs?date=${inDays(45)}`,
    expect: {
      guest: "signin",
      user: "notfound",
      mate: "notfound",
      venue: "ok",
      producer: "ok",
      admin: "ok",
      supadmin: "ok",
    },
  },
  { pattern: "/mate/events/create", path: "/mate/events/create", expect: MATE },
  { pattern: "/mate/events/analytics", path: "/mate/events/analytics", expect: MATE },
  { pattern: "/mate/events/:eventId/edit", path: "/mate/events/{event}/edit", expect: OTHERS_EVENT },
  // A past gig of a DJ no matrix person manages: its tracklist screen is the 404 of an unknown event, admins included
  // (they import from the admin screens); the demo mate's own gigs are in tracklists.spec.ts.
  {
    pattern: "/mate/events/:eventId/tracklist",
    path: `/mate/events/${demoEventIdOf("Nachtwerk Marathon")}/tracklist`,
    expect: { ...OTHERS_EVENT, admin: "notfound", supadmin: "notfound" },
  },
  // Venue management (decision 025): the venue account owns OWN_VENUE; nobody else here manages it.
  { pattern: "/my-venues", path: "/my-venues", expect: RESOURCE_LIST },
  { pattern: "/venue/manage/:venueSlug", path: `/venue/manage/${OWN_VENUE}`, expect: VENUE_ENTRY },
  { pattern: "/venue/manage/:venueSlug/details", path: `/venue/manage/${OWN_VENUE}/details`, expect: VENUE_TAB },
  { pattern: "/venue/manage/:venueSlug/staff", path: `/venue/manage/${OWN_VENUE}/staff`, expect: VENUE_TAB },
  { pattern: "/venue/manage/:venueSlug/delete", path: `/venue/manage/${OWN_VENUE}/delete`, expect: VENUE_TAB },
  // A token nobody was sent: guests sign in first (and come back); everyone signed in gets the same 404.
  { pattern: "/producer/my-productions", path: "/producer/my-productions", expect: RESOURCE_LIST },
  { pattern: "/producer/dashboard/:slug", path: `/producer/dashboard/${PRODUCER_LINE}`, expect: PRODUCERS_LINE },
  { pattern: "/producer/dashboard/:slug/edit", path: `/producer/dashboard/${OWNED_LINE}/edit`, expect: PRODUCERS_LINE },
  // The line's radius clause for the clash check (decision 056).
  {
    pattern: "/producer/dashboard/:slug/radius-clause",
    path: `/producer/dashboard/${OWNED_LINE}/radius-clause`,
    expect: PRODUCERS_LINE,
  },
  {
    pattern: "/producer/dashboard/:slug/events/create",
    path: `/producer/dashboard/${PRODUCER_LINE}/events/create`,
    expect: PRODUCERS_LINE,
  },
  {
    // The admin's draft belongs to no production line: on a line's dashboard it is the 404 of an unknown id, even
    // for an admin and the line's producer (IDOR: another line's event never opens there).
    pattern: "/producer/dashboard/:slug/events/:eventId/edit",
    path: `/producer/dashboard/${PRODUCER_LINE}/events/{event}/edit`,
    expect: { ...everyone("notfound"), guest: "home" },
  },
  // A past event of the line (Block Party Rooftop is Block Party NYC's): its tracklist screen, for the line's people.
  {
    pattern: "/producer/dashboard/:slug/events/:eventId/tracklist",
    path: `/producer/dashboard/${PRODUCER_LINE}/events/${demoEventIdOf("Block Party Rooftop")}/tracklist`,
    expect: PRODUCERS_LINE,
  },
  { pattern: "/my/following/productions", path: "/my/following/productions", expect: LOGIN },
  { pattern: "/admin/dashboard", path: "/admin/dashboard", expect: ADMIN },
  { pattern: "/admin/events", path: "/admin/events", expect: ADMIN },
  { pattern: "/admin/events/create", path: "/admin/events/create", expect: ADMIN },
  { pattern: "/admin/events/:eventId/edit", path: "/admin/events/{event}/edit", expect: ADMIN },
  // Any past event's tracklist, from the admin event screen.
  {
    pattern: "/admin/events/:eventId/tracklist",
    path: `/admin/events/${demoEventIdOf("Nachtwerk Marathon")}/tracklist`,
    expect: ADMIN,
  },
  { pattern: "/admin/bookings", path: "/admin/bookings", expect: ADMIN },
  { pattern: "/admin/bookings/:inquiryId", path: "/admin/bookings/{inquiry}", expect: ADMIN },
  { pattern: "/admin/support", path: "/admin/support", expect: ADMIN },
  { pattern: "/admin/support/:messageId", path: "/admin/support/{support}", expect: ADMIN },
  { pattern: "/admin/analytics", path: "/admin/analytics", expect: ADMIN },
  { pattern: "/admin/analytics/export", path: "/admin/analytics/export?kind=searches", expect: ADMIN },
  { pattern: "/admin/search-aliases", path: "/admin/search-aliases", expect: ADMIN },
  { pattern: "/admin/users", path: "/admin/users", expect: ADMIN },
  { pattern: "/admin/djs", path: "/admin/djs", expect: ADMIN },
  { pattern: "/admin/audit", path: "/admin/audit", expect: ADMIN },
  { pattern: "/admin/claims", path: "/admin/claims", expect: ADMIN },
  { pattern: "/admin/venues", path: "/admin/venues", expect: ADMIN },
  { pattern: "/admin/venues/create", path: "/admin/venues/create", expect: ADMIN },
  { pattern: "/admin/productions", path: "/admin/productions", expect: ADMIN },
  { pattern: "/admin/productions/create", path: "/admin/productions/create", expect: ADMIN },
  { pattern: "/admin/settings", path: "/admin/settings", expect: ADMIN },
  { pattern: "/admin/radio", path: "/admin/radio", expect: ADMIN },
  { pattern: "/admin/vitals", path: "/admin/vitals", expect: ADMIN },
  // News authoring: the list (delete/restore, categories), the editor for a new and an existing article.
  { pattern: "/admin/news", path: "/admin/news", expect: ADMIN },
  { pattern: "/admin/news/create", path: "/admin/news/create", expect: ADMIN },
  { pattern: "/admin/news/:articleId/edit", path: "/admin/news/{article}/edit", expect: ADMIN },
];

/**
 * The venue-ops tabs (resource guard, decision 025): the demo venue account owns OWNER_VENUE (all
 * permissions); nobody else in WHO has a venue_managers record for it, so they get the same 404 as an unknown venue,
 * while administrators manage every venue. The other venue roles (manager, booking_agent, promoter) are walked at the
 * route modules in tests/integration/venue-ops-access.test.ts, where the test makes its own role holders. Paths name
 * the owner's draft event at the venue as "{venueEvent}" and the admin's matrix event (at no venue) as "{event}".
 */
const OWNER_VENUE = OWN_VENUE;
const NOT_THEIR_VENUE = { ...VENUE_TAB, venue: "notfound" } as const;
/** An event that is not at this venue, on this venue's edit URL: 404 for everyone, admins too (the URL names the venue). */
const NOT_AT_THIS_VENUE = { ...everyone("notfound" as Outcome), guest: "home" } as Record<Who, Outcome>;
let venueEventId = "";
const venuePathOf = (path: string) => pathOf(path).replace("{venueEvent}", venueEventId);
const VENUE_OPS_ROWS: { pattern: string; path: string; expect: Record<Who, Outcome> }[] = [
  { pattern: "/venue/manage/:venueSlug/events", path: `/venue/manage/${OWNER_VENUE}/events`, expect: VENUE_TAB },
  {
    pattern: "/venue/manage/:venueSlug/events/create",
    path: `/venue/manage/${OWNER_VENUE}/events/create`,
    expect: VENUE_TAB,
  },
  {
    pattern: "/venue/manage/:venueSlug/events/:eventId/edit",
    path: `/venue/manage/${OWNER_VENUE}/events/{venueEvent}/edit`,
    expect: VENUE_TAB,
  },
  // A past event at the venue (Basement Disco Edits is at Basement 47): its tracklist screen.
  {
    pattern: "/venue/manage/:venueSlug/events/:eventId/tracklist",
    path: `/venue/manage/${OWNER_VENUE}/events/${demoEventIdOf("Basement Disco Edits")}/tracklist`,
    expect: VENUE_TAB,
  },
  { pattern: "/venue/manage/:venueSlug/analytics", path: `/venue/manage/${OWNER_VENUE}/analytics`, expect: VENUE_TAB },
  { pattern: "/venue/manage/:venueSlug/bookings", path: `/venue/manage/${OWNER_VENUE}/bookings`, expect: VENUE_TAB },
  { pattern: "/venue/manage/:venueSlug/media", path: `/venue/manage/${OWNER_VENUE}/media`, expect: VENUE_TAB },
  // The venue's radius clause for the clash check (decision 056); the demo gives Basement 47 one of 50 km / 30 days.
  {
    pattern: "/venue/manage/:venueSlug/radius-clause",
    path: `/venue/manage/${OWNER_VENUE}/radius-clause`,
    expect: VENUE_TAB,
  },
];
/** IDOR: the same tabs of a venue the owner does not manage, and another event on the owner's edit URL. */
const VENUE_OPS_IDOR: { path: string; expect: Record<Who, Outcome> }[] = [
  ...["events", "events/create", "analytics", "bookings", "media", "radius-clause"].map((tab) => ({
    path: `/venue/manage/${OTHER_VENUE}/${tab}`,
    expect: NOT_THEIR_VENUE,
  })),
  { path: `/venue/manage/${OTHER_VENUE}/events/{venueEvent}/edit`, expect: NOT_AT_THIS_VENUE },
  { path: `/venue/manage/${OWNER_VENUE}/events/{event}/edit`, expect: NOT_AT_THIS_VENUE },
  // The tracklist of a past event at another venue, and of the owner's own event that is not past: 404 for all.
  {
    path: `/venue/manage/${OWNER_VENUE}/events/${demoEventIdOf("Nachtwerk Marathon")}/tracklist`,
    expect: NOT_AT_THIS_VENUE,
  },
  { path: `/venue/manage/${OWNER_VENUE}/events/{venueEvent}/tracklist`, expect: NOT_AT_THIS_VENUE },
];
/** Venue booking inquiries: open to everyone for a venue that accepts bookings; the demo seed turns it off for this one. */
const VENUE_BOOKING = {
  pattern: "/venues/:slug/booking",
  bookable: OWNER_VENUE,
  notBookable: "blue-lagoon-beach-club",
};

/**
 * Actions open to everyone (no guard): a POST with an empty form gets the same answer whoever sends it.
 * The areas still to come answer 405 behind their flag gates. (The events and venues pages have no action:
 * tests/e2e/events.spec.ts and venues.spec.ts check their flag gates.)
 */
const OPEN_ACTIONS: { pattern: string; path: string; expect: Record<Who, Outcome> }[] = [
  // The sign-in and sign-up pages send signed-in people on (their loaders run after the action): never a form.
  { pattern: "/login", path: "/login", expect: { ...everyone({ to: "/" }), guest: { status: 400 } } },
  { pattern: "/signup", path: "/signup", expect: { ...everyone({ to: "/" }), guest: { status: 400 } } },
  { pattern: "/reset-password", path: "/reset-password", expect: everyone({ status: 400 }) },
  { pattern: "/verify-email", path: "/verify-email", expect: everyone({ status: 400 }) },
  {
    pattern: "/admin/login",
    path: "/admin/login",
    expect: { ...everyone({ status: 400 }), admin: { to: "/admin/dashboard" }, supadmin: { to: "/admin/dashboard" } },
  },
  // Signed-in people are signed out with a session of their own (the stored one stays for the other tests).
  { pattern: "/sign-out", path: "/sign-out", expect: everyone({ to: "/" }) },
  { pattern: "*", path: "/no-such-page", expect: everyone("notfound") },
  { pattern: "/radio", path: "/radio", expect: everyone({ status: 405 }) },
  // The contact form is open to everyone: an empty form is refused with its field errors, nothing stored or sent.
  { pattern: "/support", path: "/support", expect: everyone({ status: 400 }) },
  // A staff invitation shows whoever holds its link what it offers (a guest too); one we never issued is 404 for
  // everyone, page and POST alike. Accepting needs the invited account (tests/e2e/venue-staff.spec.ts).
  { pattern: "/venue/invitations/:token", path: `/venue/invitations/${"n".repeat(43)}`, expect: everyone("notfound") },
  // One-click unsubscribe: no sign-in, the signed token decides; a forged one is 404 for everyone.
  {
    pattern: "/alerts/unsubscribe/:token",
    path: `/alerts/unsubscribe/matrix-forged.${"s".repeat(43)}`,
    expect: everyone({ status: 404 }),
  },
];

/** A public DJ no other spec follows: the follow rows move its count and put it back. */
const FOLLOW_DJ = "yaniv-sol";
const FOLLOW_SIGN_IN = { to: `/login?redirectTo=${encodeURIComponent(`/dj/${FOLLOW_DJ}`)}` };
const FOLLOW_ROWS: { pattern: string; path: string; form: (intent: string) => Record<string, string> }[] = [
  { pattern: "/dj/:slug", path: `/dj/${FOLLOW_DJ}`, form: (intent) => ({ intent }) },
  { pattern: "/following", path: "/following", form: (intent) => ({ intent, slug: FOLLOW_DJ }) },
];
/** Following a production line: the same rules, on the line's page and /my/following/productions. */
const FOLLOW_LINE = "disco-inferno-club";
const FOLLOW_LINE_ROWS: { pattern: string; path: string; form: (intent: string) => Record<string, string> }[] = [
  { pattern: "/production/:slug", path: `/production/${FOLLOW_LINE}`, form: (intent) => ({ intent }) },
  {
    pattern: "/my/following/productions",
    path: "/my/following/productions",
    form: (intent) => ({ intent, slug: FOLLOW_LINE }),
  },
];
/** Following: guests are sent to sign in and back to the profile; everyone signed in may (spec §3). */
const FOLLOW: Record<Who, Outcome> = { ...everyone({ status: 200 }), guest: FOLLOW_SIGN_IN };

/** Booking inquiries are open to everyone, for DJs that take bookings (spec §3); other specs use other DJs. */
const BOOKING = { pattern: "/dj/:slug/booking", bookable: "ruben-asante", notBookable: "noa-ferreira" };

/** The /api routes that can change data (server/app.ts), each with its rows in the /api test below. */
const API_PATTERNS = [
  "/api/dj-activity",
  "/api/search/click",
  "/api/search/seen",
  "/api/consent",
  "/api/vitals",
  "/api/client-errors",
  "/api/bookings/deposit/order",
  "/api/bookings/deposit/capture",
  "/api/test/alerts-send",
  "/api/test/read-faults",
  "/api/test/calendar-jobs",
  "/api/auth/*",
  "/api/*",
];
/**
 * better-auth's account-changing endpoints that the app does not expose over HTTP (its screens call them
 * server-side after their own checks): 404 for everyone, and the account stays as it was.
 */
const HIDDEN_AUTH_POSTS: { path: string; body: Record<string, unknown> }[] = [
  { path: "/api/auth/update-user", body: { name: "Hijacked" } },
  { path: "/api/auth/change-password", body: { currentPassword: E2E_PASSWORD, newPassword: "hijacked passphrase 1" } },
  { path: "/api/auth/change-email", body: { newEmail: "hijacked@evil.example" } },
  { path: "/api/auth/delete-user", body: { password: E2E_PASSWORD } },
  { path: "/api/auth/revoke-sessions", body: {} },
  { path: "/api/auth/revoke-other-sessions", body: {} },
  { path: "/api/auth/revoke-session", body: { token: "x" } },
  { path: "/api/auth/unlink-account", body: { providerId: "credential" } },
  { path: "/api/auth/link-social", body: { provider: "google" } },
];
/** The auth endpoints a browser may POST to (sign-in, sign-up…): public by nature; here, refused from other sites. */
const EXPOSED_AUTH_POSTS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/social",
  "/api/auth/callback/google",
  "/api/auth/oauth2/callback/google",
  "/api/auth/sign-out",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
];

const baseURL = E2E_SERVERS.default.url;
const SAME_SITE = { origin: baseURL };
const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

/**
 * The default server trusts loopback as a proxy: a client address of its own per request keeps the per-IP
 * limits (sign-in, booking, beacons) out of the way of the other specs.
 */
function freshIp(): Record<string, string> {
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

async function contextOf(browser: Browser, who: Who): Promise<BrowserContext> {
  if (who === "guest") return browser.newContext({ baseURL });
  return browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
}

async function as<T>(browser: Browser, who: Who, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await contextOf(browser, who);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function expectOutcome(response: APIResponse, outcome: Outcome, label: string) {
  const status = response.status();
  if (outcome === "ok") {
    expect(status, label).toBe(200);
  } else if (typeof outcome === "object" && "status" in outcome) {
    expect(status, label).toBe(outcome.status);
    if (outcome.text) expect(await response.text(), label).toContain(outcome.text);
  } else if (outcome === "home" || typeof outcome === "object") {
    const to = outcome === "home" ? "/" : outcome.to;
    expect(status, label).toBe(302);
    const location = new URL(response.headers().location ?? "", baseURL);
    // A target with a query (a sign-in that comes back) is compared whole, others by path.
    expect(to.includes("?") ? `${location.pathname}${location.search}` : location.pathname, label).toBe(to);
  } else if (outcome === "notfound") {
    expect(status, label).toBe(404);
  } else if (outcome === "signin") {
    expect(status, label).toBe(401);
    expect(await response.text(), label).toContain("Sign in to continue");
  } else {
    expect(status, label).toBe(403);
    const body = await response.text();
    expect(body, label).toContain("Mate Access Required");
    expect(body, label).toContain("Back to Home");
  }
}

/** The session of a signed-in context as the app sees it (null once it is gone). */
async function sessionUser(context: BrowserContext): Promise<{ id: string; name: string; email: string } | null> {
  const response = await context.request.get("/api/auth/get-session");
  const body = (await response.json().catch(() => null)) as {
    user?: { id: string; name: string; email: string };
  } | null;
  return body?.user ?? null;
}

/** A signed-in person's account is as the demo seed made it: still signed in, same name and email, not blocked. */
async function expectAccountUnchanged(browser: Browser, who: Exclude<Who, "guest">, label: string) {
  await as(browser, who, async (context) => {
    expect(await sessionUser(context), `${label}: ${who} is still signed in as before`).toMatchObject({
      name: DEMO_ACCOUNTS[who].name,
      email: DEMO_ACCOUNTS[who].email,
    });
    expect((await context.request.get("/profile", { maxRedirects: 0 })).status(), `${label}: ${who} not blocked`).toBe(
      200,
    );
  });
}

/** What the refused actions below try to change is as it was: the fan's account, the radio flag, another DJ's profile. */
async function expectNothingChanged(browser: Browser, label: string) {
  await expectAccountUnchanged(browser, "user", label);
  await as(browser, "guest", async (guest) => {
    expect((await guest.request.get("/radio")).status(), `${label}: radio still on`).toBe(200);
    const dj = await guest.request.get(`/dj/${OTHER_DJ}`);
    expect(dj.status()).toBe(200);
    expect(await dj.text(), `${label}: ${OTHER_DJ} unchanged`).not.toContain("Hijacked");
  });
}

/** Everything a refused admin, editor or account action would need to do harm, aimed at the fan and the radio flag. */
function hostileForm(who: Who, fanId: string): Record<string, string> {
  return {
    intent: "block",
    userId: fanId,
    role: "admin",
    roleType: "admin",
    flag: "radioEnabled",
    enabled: "false",
    claimId: "00000000-0000-0000-0000-000000000000",
    displayName: `Hijacked by ${who}`,
    name: `Hijacked by ${who}`,
  };
}

async function followerCount(context: BrowserContext): Promise<number> {
  const html = await (await context.request.get(`/dj/${FOLLOW_DJ}`)).text();
  const label = /data-testid="follower-count"[^>]*>([^<]*)</.exec(html)?.[1];
  expect(label, "the follower count is shown").toBeTruthy();
  return Number((label as string).replace(/\D/g, ""));
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function bookingForm(name: string, message = "A warehouse night for 600 people, two hours, closing set.") {
  return {
    name,
    email: "organiser@example.com",
    eventDate: inDays(60),
    city: "Lisbon",
    eventType: EVENT_TYPES[0],
    budgetRange: BUDGET_RANGES[0],
    message,
  };
}

test.describe("authorization matrix", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });
  test.beforeAll(async ({ browser }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    // The admin's draft event, far in the future: nobody but admins manages it, and it is on no public list.
    await as(browser, "admin", async (context) => {
      const response = await context.request.post("/admin/events/create", {
        maxRedirects: 0,
        headers: SAME_SITE,
        form: {
          name: `Matrix Event ${randomUUID().slice(0, 8)}`,
          date: inDays(400),
          startTime: "22:00",
          timeZone: "Europe/London",
          lineup: "[]",
          status: "draft",
          intent: "save",
        },
      });
      expect(response.status(), "the admin creates the matrix event").toBe(302);
      othersEventId = new URL(response.headers().location ?? "", baseURL).searchParams.get("event") ?? "";
      expect(othersEventId).not.toBe("");
    });
    await as(browser, "admin", async (context) => {
      const html = await (await context.request.get(`/admin/bookings?status=all&dj=${OTHER_DJ}`)).text();
      othersInquiryId = /\/admin\/bookings\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
      expect(othersInquiryId, "a demo inquiry to another DJ").not.toBe("");
    });
    await as(browser, "admin", async (context) => {
      const html = await (await context.request.get("/admin/support")).text();
      supportMessageId = /\/admin\/support\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
      expect(supportMessageId, "a demo support message").not.toBe("");
    });
    await as(browser, "admin", async (context) => {
      const html = await (await context.request.get("/admin/news")).text();
      newsArticleId = /\/admin\/news\/([0-9a-f-]{36})\/edit/.exec(html)?.[1] ?? "";
      expect(newsArticleId, "a demo article to edit").not.toBe("");
    });
    // The venue owner's draft event at their venue, created on the venue's own events tab.
    await as(browser, "venue", async (context) => {
      const response = await context.request.post(`/venue/manage/${OWNER_VENUE}/events/create`, {
        maxRedirects: 0,
        headers: SAME_SITE,
        form: {
          name: `Matrix Venue Event ${randomUUID().slice(0, 8)}`,
          date: inDays(401),
          startTime: "22:00",
          timeZone: "Europe/London",
          lineup: "[]",
          intent: "draft",
        },
      });
      expect(response.status(), "the venue owner creates the matrix venue event").toBe(302);
      venueEventId = new URL(response.headers().location ?? "", baseURL).searchParams.get("event") ?? "";
      expect(venueEventId).not.toBe("");
    });
  });

  test("covers every guarded route of AREA_RULES, every action and every data-changing /api endpoint", () => {
    const guarded = AREA_RULES.filter((r) => r.guard !== "none").map((r) => r.pattern);
    expect([...MATRIX, ...VENUE_OPS_ROWS].map((row) => row.pattern).sort()).toEqual([...guarded].sort());

    const rows = [
      ...MATRIX.map((row) => row.pattern),
      ...OPEN_ACTIONS.map((row) => row.pattern),
      ...FOLLOW_ROWS.map((row) => row.pattern),
      ...VENUE_OPS_ROWS.map((row) => row.pattern),
      ...FOLLOW_LINE_ROWS.map((row) => row.pattern),
      BOOKING.pattern,
      VENUE_BOOKING.pattern,
    ];
    expect([...new Set(rows)].sort()).toEqual(routesWithActions().sort());

    expect([...API_PATTERNS].sort()).toEqual(dataChangingApiRoutes().sort());
    // Every auth endpoint a browser may POST to has a row, and the hidden ones really are hidden.
    const exposedPosts = BROWSER_AUTH_ENDPOINTS.filter((e) => e.methods.includes("POST"));
    for (const endpoint of exposedPosts) {
      expect(
        EXPOSED_AUTH_POSTS.some((p) => endpoint.path.test(p.replace("/api/auth", ""))),
        `row for ${endpoint.path}`,
      ).toBe(true);
    }
    for (const p of EXPOSED_AUTH_POSTS) expect(authEndpointPolicy("POST", p).exposed, p).toBe(true);
    for (const { path } of HIDDEN_AUTH_POSTS) expect(authEndpointPolicy("POST", path).exposed, path).toBe(false);
  });

  for (const who of WHO) {
    test(`GET every guarded route as ${who}`, async ({ browser }) => {
      await as(browser, who, async (context) => {
        for (const row of MATRIX) {
          const response = await context.request.get(pathOf(row.path), { maxRedirects: 0 });
          await expectOutcome(response, row.expect[who], `${who} GET ${pathOf(row.path)}`);
        }
      });
    });
  }

  const isRefusal = (outcome: Outcome) => ["home", "signin", "mate", "notfound"].includes(outcome as string);
  // Admins and super administrators may use every guarded action: their own specs cover what those do.
  for (const who of WHO.filter((w) => MATRIX.some((row) => isRefusal(row.expect[w])))) {
    test(`POST to every guarded action as ${who} is refused wherever the GET is, and changes nothing`, async ({
      browser,
    }) => {
      const refused = MATRIX.filter((row) => isRefusal(row.expect[who]));
      const fanId = (await as(browser, "user", sessionUser))?.id ?? "";
      expect(fanId).not.toBe("");
      await as(browser, who, async (context) => {
        for (const row of refused) {
          const response = await context.request.post(pathOf(row.path), {
            maxRedirects: 0,
            headers: SAME_SITE,
            form: hostileForm(who, fanId),
          });
          await expectOutcome(response, row.expect[who], `${who} POST ${pathOf(row.path)}`);
        }
      });
      await expectNothingChanged(browser, `after ${who}'s refused POSTs`);
    });
  }

  for (const who of WHO) {
    test(`POST to every open action as ${who}`, async ({ browser }) => {
      await as(browser, who, async (context) => {
        for (const row of OPEN_ACTIONS) {
          if (row.pattern === "/sign-out" && who !== "guest") continue;
          const response = await context.request.post(row.path, { maxRedirects: 0, headers: SAME_SITE, form: {} });
          await expectOutcome(response, row.expect[who], `${who} POST ${row.path}`);
        }
        if (who !== "guest") expect(await sessionUser(context), `${who} is still signed in`).not.toBeNull();
      });
      if (who === "guest") return;
      // Sign-out, with a session of its own: that session ends, the stored one goes on.
      const own = await request.newContext({ baseURL, extraHTTPHeaders: freshIp() });
      try {
        const signIn = await own.post("/api/auth/sign-in/email", {
          data: { email: DEMO_ACCOUNTS[who].email, password: E2E_PASSWORD },
          headers: SAME_SITE,
        });
        expect(signIn.status(), `${who} signs in`).toBe(200);
        const out = await own.post("/sign-out", { maxRedirects: 0, headers: SAME_SITE, form: {} });
        await expectOutcome(
          out,
          OPEN_ACTIONS.find((r) => r.pattern === "/sign-out")?.expect[who] ?? "ok",
          `${who} POST /sign-out`,
        );
        const after = (await (await own.get("/api/auth/get-session")).json().catch(() => null)) as {
          user?: unknown;
        } | null;
        expect(after?.user ?? null, `${who}'s own session ended`).toBeNull();
      } finally {
        await own.dispose();
      }
      await expectAccountUnchanged(browser, who, "after signing out another session");
    });
  }

  test("follow and unfollow: guests are sent to sign in, everyone signed in may, an unknown DJ is 404", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    for (const who of WHO) {
      await as(browser, who, async (context) => {
        const post = (path: string, form: Record<string, string>) =>
          context.request.post(path, { maxRedirects: 0, headers: SAME_SITE, form });
        for (const row of FOLLOW_ROWS) {
          // From "not following" (idempotent), so each follow moves the count by exactly one.
          if (who !== "guest") expect((await post(row.path, row.form("unfollow"))).status()).toBe(200);
          const before = await followerCount(context);
          await expectOutcome(await post(row.path, row.form("follow")), FOLLOW[who], `${who} follow via ${row.path}`);
          expect(await followerCount(context), `${who} follow via ${row.path}`).toBe(
            who === "guest" ? before : before + 1,
          );
          await expectOutcome(
            await post(row.path, row.form("unfollow")),
            FOLLOW[who],
            `${who} unfollow via ${row.path}`,
          );
          expect(await followerCount(context), `${who} unfollow via ${row.path}`).toBe(before);
        }
        const unknown = await post("/dj/no-such-dj-here", { intent: "follow" });
        const signIn = { to: `/login?redirectTo=${encodeURIComponent("/dj/no-such-dj-here")}` };
        await expectOutcome(unknown, who === "guest" ? signIn : "notfound", `${who} follow an unknown DJ`);
      });
    }
  });

  test("someone else's calendar, its holds and its inquiries' calendar buttons are the 404 of unknown ones", async ({
    browser,
  }) => {
    // A hold on the multi-role person's DJ (demo content), read from their own calendar's list.
    const multi = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "multi") });
    const multiList = async () => (await multi.request.get("/mate/calendar?view=list")).text();
    const othersHold = /name="holdId" value="([0-9a-f-]{36})"/.exec(await multiList())?.[1] ?? "";
    expect(othersHold, "a demo hold on another DJ").not.toBe("");
    for (const who of ["mate", "admin"] as const) {
      await as(browser, who, async (context) => {
        const post = (path: string, form: Record<string, string>) =>
          context.request.post(path, { maxRedirects: 0, headers: SAME_SITE, form });
        await expectOutcome(await context.request.get(`/mate/calendar?dj=${OTHER_DJ}`), "notfound", `${who} GET`);
        await expectOutcome(
          await post(`/mate/calendar?dj=${OTHER_DJ}`, { intent: "unavailable", from: inDays(30), note: "x" }),
          "notfound",
          `${who} marks another DJ's day`,
        );
        // The grid switch and the private feed's link of another DJ: the same 404, nothing made or changed.
        for (const form of [
          { intent: "grid", show: "off" },
          { intent: "feed-create" },
          { intent: "feed-revoke" },
        ] as Record<string, string>[])
          await expectOutcome(
            await post(`/mate/calendar?dj=${OTHER_DJ}`, form),
            "notfound",
            `${who} ${form.intent} on another DJ's calendar`,
          );
        for (const intent of ["place-hold", "confirm-date", "release-hold"])
          await expectOutcome(
            await post(pathOf("/mate/bookings/{inquiry}"), { intent }),
            "notfound",
            `${who} ${intent} on another DJ's inquiry`,
          );
      });
    }
    // The mate's own calendar does not know the other DJ's hold: releasing or challenging it changes nothing.
    await as(browser, "mate", async (context) => {
      for (const intent of ["release", "challenge"]) {
        const response = await context.request.post("/mate/calendar", {
          maxRedirects: 0,
          headers: SAME_SITE,
          form: { intent, holdId: othersHold },
        });
        expect(response.status(), `mate ${intent}s another DJ's hold`).toBe(404);
      }
    });
    expect(await multiList(), "the other DJ's hold is still there").toContain(othersHold);
    // A private feed opens only with its token: a made-up one is the 404 of an unknown file, for everyone.
    const guessed = await multi.request.get(`/calendar/${"A".repeat(43)}/availability.ics`);
    expect(guessed.status(), "an unknown feed token").toBe(404);
    expect(await guessed.text()).not.toContain("BEGIN:VCALENDAR");
    await multi.close();
  });

  test("someone else's press kit, its uploads and unknown press pages are the 404 of unknown ones", async ({
    browser,
  }) => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
    for (const who of ["mate", "admin"] as const) {
      await as(browser, who, async (context) => {
        const other = `?dj=${OTHER_DJ}`;
        await expectOutcome(await context.request.get(`/mate/press-kit${other}`), "notfound", `${who} GET`);
        const forms: Record<string, string>[] = [
          { intent: "quote", quote: "Matrix quote", source: "Matrix" },
          { intent: "link-only", linkOnly: "on" },
          { intent: "bio", longBio: "Matrix bio" },
        ];
        for (const form of forms)
          await expectOutcome(
            await context.request.post(`/mate/press-kit${other}`, { maxRedirects: 0, headers: SAME_SITE, form }),
            "notfound",
            `${who} ${form.intent} on another DJ's press kit`,
          );
        const upload = (
          path: string,
          multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
        ) => context.request.post(`${path}${other}`, { maxRedirects: 0, headers: SAME_SITE, multipart });
        await expectOutcome(
          await upload("/mate/press-kit/riders", {
            kind: "technical",
            rider: { name: "r.pdf", mimeType: "application/pdf", buffer: pdf },
          }),
          "notfound",
          `${who} uploads a rider to another DJ's kit`,
        );
        await expectOutcome(
          await upload("/mate/press-kit/photos", { photo: { name: "p.jpg", mimeType: "image/jpeg", buffer: pdf } }),
          "notfound",
          `${who} uploads a photo to another DJ's kit`,
        );
        // A personal press-kit link on another DJ's inquiry (decision 058): made, revoked or sent with a reply, the 404
        // of an unknown id — and no link in the answer.
        for (const form of [
          { intent: "press-link" },
          { intent: "press-link-revoke" },
          { intent: "reply", message: "Here is the press kit for you.", pressLink: "on" },
        ] as Record<string, string>[]) {
          const answer = await context.request.post(pathOf("/mate/bookings/{inquiry}"), {
            maxRedirects: 0,
            headers: SAME_SITE,
            form,
          });
          await expectOutcome(answer, "notfound", `${who} ${form.intent} on another DJ's inquiry`);
          expect(await answer.text(), `${who} ${form.intent}: no link handed out`).not.toContain("/press/");
        }
      });
    }
    // Nothing reached the other DJ's public kit; unknown press pages and files are 404.
    const guest = await request.newContext({ baseURL });
    try {
      const page = await guest.get(`/dj/${OTHER_DJ}/press`);
      expect(page.status()).toBe(200);
      expect(await page.text()).not.toContain("Matrix quote");
      for (const path of [
        "/dj/no-such-dj-here/press",
        "/dj/no-such-dj-here/press/riders/technical",
        `/dj/${OTHER_DJ}/press/riders/other`,
      ])
        expect((await guest.get(path)).status(), path).toBe(404);
      // A guessed personal link: the polite page (never saying whether the token existed), its files plain 404s.
      const guessed = await guest.get(`/press/${"A".repeat(43)}`);
      expect(guessed.status(), "a guessed press kit link").toBe(404);
      const polite = await guessed.text();
      expect(polite).toContain("This press kit link is no longer active");
      expect(polite).toContain("noindex");
      for (const path of [`/press/${"A".repeat(43)}/riders/technical`, `/press/${"A".repeat(43)}/kit.pdf`, "/press/x"])
        expect((await guest.get(path)).status(), path).toBe(404);
    } finally {
      await guest.dispose();
    }
  });

  test("following a production line: guests sign in, everyone signed in may, an unknown or inactive line is 404", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const signInToLine = { to: `/login?redirectTo=${encodeURIComponent(`/production/${FOLLOW_LINE}`)}` };
    const lineFollowers = async (context: BrowserContext) => {
      const html = await (await context.request.get(`/production/${FOLLOW_LINE}`)).text();
      const label = /data-testid="follower-count"[^>]*>([^<]*)</.exec(html)?.[1];
      expect(label, "the production line's follower count is shown").toBeTruthy();
      return Number((label as string).replace(/\D/g, ""));
    };
    for (const who of WHO) {
      await as(browser, who, async (context) => {
        const post = (path: string, form: Record<string, string>) =>
          context.request.post(path, { maxRedirects: 0, headers: SAME_SITE, form });
        for (const row of FOLLOW_LINE_ROWS) {
          const guestOutcome = row.pattern === "/my/following/productions" ? "signin" : signInToLine;
          if (who !== "guest") expect((await post(row.path, row.form("unfollow"))).status()).toBe(200);
          const before = await lineFollowers(context);
          await expectOutcome(
            await post(row.path, row.form("follow")),
            who === "guest" ? guestOutcome : { status: 200 },
            `${who} follow line via ${row.path}`,
          );
          expect(await lineFollowers(context), `${who} follow line via ${row.path}`).toBe(
            who === "guest" ? before : before + 1,
          );
          await post(row.path, row.form("unfollow"));
          expect(await lineFollowers(context), `${who} unfollow line via ${row.path}`).toBe(before);
        }
        const unknown = await post("/production/no-such-line-here", { intent: "follow" });
        const signIn = { to: `/login?redirectTo=${encodeURIComponent("/production/no-such-line-here")}` };
        await expectOutcome(unknown, who === "guest" ? signIn : "notfound", `${who} follow an unknown line`);
      });
    }
  });

  test("booking inquiries: open to everyone for a DJ who takes bookings; refused ones send nothing", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const refusedMark = `Refused ${randomUUID().slice(0, 8)}`;
    const sent: string[] = [];
    for (const who of WHO) {
      await as(browser, who, async (context) => {
        const post = (slug: string, form: Record<string, string>) =>
          context.request.post(`/dj/${slug}/booking`, {
            maxRedirects: 0,
            headers: { ...SAME_SITE, ...freshIp() },
            form,
          });
        const label = `${who} booking`;
        expect((await context.request.get(`/dj/${BOOKING.bookable}/booking`)).status(), `${label} GET`).toBe(404);
        expect((await post(BOOKING.notBookable, bookingForm(refusedMark))).status(), `${label} not bookable`).toBe(404);
        expect((await post(BOOKING.bookable, bookingForm(refusedMark, "Short"))).status(), `${label} invalid`).toBe(
          400,
        );
        const organiser = `Matrix ${who} ${randomUUID().slice(0, 8)}`;
        expect((await post(BOOKING.bookable, bookingForm(organiser))).status(), `${label} sent`).toBe(200);
        sent.push(organiser);
      });
    }
    // Every accepted inquiry reaches the admins by mail; the refused ones were never sent to anybody.
    await expect
      .poll(() => sent.filter((o) => !readMails("default").some((m) => m.text.includes(o))), {
        timeout: 30_000,
        message: "a mail for every accepted inquiry",
      })
      .toEqual([]);
    expect(readMails("default").filter((m) => m.text.includes(refusedMark))).toEqual([]);
  });

  for (const who of WHO) {
    test(`venue-ops tabs as ${who}: GET, IDOR, and refused POSTs change nothing`, async ({ browser }) => {
      await as(browser, who, async (context) => {
        for (const row of [...VENUE_OPS_ROWS, ...VENUE_OPS_IDOR]) {
          const response = await context.request.get(venuePathOf(row.path), { maxRedirects: 0 });
          await expectOutcome(response, row.expect[who], `${who} GET ${venuePathOf(row.path)}`);
        }
        for (const row of [...VENUE_OPS_ROWS, ...VENUE_OPS_IDOR].filter((r) => isRefusal(r.expect[who]))) {
          const response = await context.request.post(venuePathOf(row.path), {
            maxRedirects: 0,
            headers: SAME_SITE,
            form: {
              intent: "status",
              inquiryId: "00000000-0000-4000-8000-000000000000",
              status: "contacted",
              mediaId: "00000000-0000-4000-8000-000000000000",
              name: `Hijacked by ${who}`,
              date: inDays(402),
              startTime: "22:00",
              timeZone: "UTC",
              lineup: "[]",
              radiusKm: "1",
              daysBefore: "1",
              daysAfter: "1",
            },
          });
          await expectOutcome(response, row.expect[who], `${who} POST ${venuePathOf(row.path)}`);
        }
      });
      // The refused edit tried to rename the owner's event at the venue: it kept its name.
      await as(browser, "venue", async (owner) => {
        const events = await (await owner.request.get(`/venue/manage/${OWNER_VENUE}/events`)).text();
        expect(events, `${who}: the owner's venue events are as they were`).toContain("Matrix Venue Event");
        expect(events).not.toContain(`Hijacked by ${who}`);
        // The refused posts also tried a 1 km / 1-day clause: the demo's 50 km / 30 days stands.
        const clause = await (await owner.request.get(`/venue/manage/${OWNER_VENUE}/radius-clause`)).text();
        expect(clause, `${who}: the venue's radius clause is as it was`).toMatch(
          /name="radiusKm"[^>]*value="50"|value="50"[^>]*name="radiusKm"/,
        );
      });
    });
  }

  test("venue booking inquiries: open to everyone for a venue that accepts bookings, 404 otherwise", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const sent: string[] = [];
    for (const who of WHO) {
      await as(browser, who, async (context) => {
        const post = (slug: string, form: Record<string, string>) =>
          context.request.post(`/venues/${slug}/booking`, {
            maxRedirects: 0,
            headers: { ...SAME_SITE, ...freshIp() },
            form,
          });
        const label = `${who} venue booking`;
        expect((await context.request.get(`/venues/${VENUE_BOOKING.bookable}/booking`)).status(), `${label} GET`).toBe(
          404,
        );
        expect((await post(VENUE_BOOKING.notBookable, bookingForm("Refused"))).status(), `${label} not bookable`).toBe(
          404,
        );
        expect((await post("no-such-venue", bookingForm("Refused"))).status(), `${label} unknown`).toBe(404);
        expect((await post(VENUE_BOOKING.bookable, bookingForm("Refused", "Short"))).status(), `${label} bad`).toBe(
          400,
        );
        const organiser = `Matrix venue ${who} ${randomUUID().slice(0, 8)}`;
        expect((await post(VENUE_BOOKING.bookable, bookingForm(organiser))).status(), `${label} sent`).toBe(200);
        sent.push(organiser);
      });
    }
    // Each accepted inquiry reaches the venue's owner (can_manage_bookings) by mail.
    await expect
      .poll(
        () =>
          sent.filter(
            (o) => !readMails("default").some((m) => m.to.includes("venue@booth.test") && m.text.includes(o)),
          ),
        { timeout: 30_000, message: "a mail to the venue owner for every accepted inquiry" },
      )
      .toEqual([]);
  });

  for (const who of WHO) {
    test(`/api endpoints that change data, as ${who}`, async ({ browser }) => {
      await as(browser, who, async (context) => {
        const post = (path: string, data: unknown) =>
          context.request.post(path, { maxRedirects: 0, headers: { ...SAME_SITE, ...freshIp() }, data });
        // Beacons are open to everyone (anonymous analytics): stored or not, 204; bad input 400.
        const click = { kind: "social_click", slug: FOLLOW_DJ, platform: "instagram" };
        expect((await post("/api/dj-activity", click)).status(), `${who} dj-activity`).toBe(204);
        const badSlug = await post("/api/dj-activity", { kind: "view", slug: "" });
        expect(badSlug.status(), `${who} dj-activity bad slug`).toBe(400);
        expect(await badSlug.json()).toEqual({ error: "Invalid DJ slug provided" });
        // Event ticket clicks and shares ride the same beacon: open to all, an unknown event stores nothing.
        const noEvent = "matrix-no-such-event-2026-01-01";
        expect((await post("/api/dj-activity", { kind: "event_ticket_click", slug: noEvent })).status()).toBe(204);
        const share = { kind: "event_share", slug: noEvent, platform: "whatsapp" };
        expect((await post("/api/dj-activity", share)).status(), `${who} event share`).toBe(204);
        const badShare = { kind: "event_share", slug: noEvent, platform: "myspace" };
        expect((await post("/api/dj-activity", badShare)).status(), `${who} event share bad`).toBe(400);
        const searchClick = {
          sessionId: `matrix-${who}`,
          query: "yaniv",
          filters: {},
          resultCount: 1,
          clickedResultId: FOLLOW_DJ,
          clickedResultType: "dj",
          clickPosition: 0,
          timestamp: Date.now(),
          executionTimeMs: 12,
        };
        expect((await post("/api/search/click", searchClick)).status(), `${who} search click`).toBe(204);
        expect((await post("/api/search/click", { query: "x" })).status(), `${who} search click bad`).toBe(400);
        // A search the results page showed: open to all, like the click beacon.
        const { clickedResultId: _id, clickedResultType: _type, clickPosition: _position, ...seen } = searchClick;
        expect((await post("/api/search/seen", { ...seen, kind: "search" })).status(), `${who} search seen`).toBe(204);
        expect((await post("/api/search/seen", { query: "x" })).status(), `${who} search seen bad`).toBe(400);
        // The background copy of a cookie choice: open to everyone, strict schema.
        const consent = {
          visitorId: `visitor_matrix_${who}`,
          preferences: { essential: true, functional: true, analytics: false, marketing: false },
          version: "1.0",
          method: "reject_all",
          expiresAt: new Date(Date.now() + 33_696_000_000).toISOString(),
        };
        expect((await post("/api/consent", consent)).status(), `${who} consent copy`).toBe(204);
        const lockedOff = { ...consent, preferences: { ...consent.preferences, essential: false } };
        expect((await post("/api/consent", lockedOff)).status(), `${who} consent essential off`).toBe(400);
        // Real visitors' web vitals: open to everyone; a URL instead of a route id is refused.
        const vital = { route: "routes/home", metric: "LCP", value: 1234 };
        expect((await post("/api/vitals", vital)).status(), `${who} web vital`).toBe(204);
        expect((await post("/api/vitals", { ...vital, route: "https://x.test/?e=a@b" })).status()).toBe(400);
        // A crash the global error screen caught (logged with its request id): open to everyone, from our pages only.
        const crash = {
          name: "TypeError",
          message: `matrix crash as ${who}`,
          screen: "global-error",
          path: "/",
          sentToSentry: false,
        };
        expect((await post("/api/client-errors", crash)).status(), `${who} client error`).toBe(204);
        expect((await post("/api/client-errors", { ...crash, path: "/?email=a@b" })).status()).toBe(400);
        // Booking deposits: only the inquiry's sender holds its token; anyone else — whatever their role —
        // gets the 404 of an unknown inquiry, and a malformed body 400. Nothing is created at PayPal or stored.
        const deposit = { inquiryId: "00000000-0000-4000-8000-000000000000", token: "x".repeat(43) };
        expect((await post("/api/bookings/deposit/order", deposit)).status(), `${who} deposit order`).toBe(404);
        expect((await post("/api/bookings/deposit/order", { inquiryId: "x" })).status()).toBe(400);
        const capture = { ...deposit, orderId: "FAKEORDER1" };
        expect((await post("/api/bookings/deposit/capture", capture)).status(), `${who} deposit capture`).toBe(404);
        expect((await post("/api/bookings/deposit/capture", { ...deposit, orderId: "" })).status()).toBe(400);
        // Account changes have no HTTP copy for anyone; unknown /api paths are 404 too.
        for (const { path, body } of HIDDEN_AUTH_POSTS) {
          expect((await post(path, body)).status(), `${who} POST ${path}`).toBe(404);
        }
        expect((await post("/api/no-such-endpoint", {})).status(), `${who} POST /api/no-such-endpoint`).toBe(404);
        // The e2e suite's stand-in for `cli alerts:send` (mounted only with E2E_HOOKS=on, as every e2e server runs;
        // tests/integration/calendar-alerts.test.ts shows it absent otherwise): it sends due digests, nothing else.
        expect((await post("/api/test/alerts-send", {})).status(), `${who} POST /api/test/alerts-send`).toBe(200);
        // The e2e suite's slow or stopped database (E2E_HOOKS only, like the above): `{}` leaves every read normal,
        // anything but a known read and fault is refused.
        expect((await post("/api/test/read-faults", {})).status(), `${who} POST /api/test/read-faults`).toBe(204);
        expect((await post("/api/test/read-faults", { read: "users" })).status()).toBe(400);
        // The e2e suite's clock for one DJ's holds (E2E_HOOKS only): without a time and a known DJ it runs nothing.
        expect((await post("/api/test/calendar-jobs", {})).status(), `${who} POST /api/test/calendar-jobs`).toBe(400);
        expect((await post("/api/test/calendar-jobs", { at: "2026-01-01T00:00:00Z", dj: "no-such-dj" })).status()).toBe(
          400,
        );
      });
      if (who !== "guest") await expectAccountUnchanged(browser, who, `after ${who}'s /api requests`);
    });
  }

  for (const who of WHO) {
    test(`every action and /api endpoint refuses a POST from another site, as ${who}, and nothing changes`, async ({
      browser,
    }) => {
      const paths = [
        ...MATRIX.map((row) => pathOf(row.path)),
        ...OPEN_ACTIONS.map((row) => row.path),
        ...FOLLOW_ROWS.map((row) => row.path),
        `/dj/${BOOKING.bookable}/booking`,
        ...VENUE_OPS_ROWS.map((row) => venuePathOf(row.path)),
        `/venues/${VENUE_BOOKING.bookable}/booking`,
        "/api/dj-activity",
        "/api/search/click",
        "/api/search/seen",
        "/api/consent",
        "/api/vitals",
        "/api/client-errors",
        "/api/bookings/deposit/order",
        "/api/bookings/deposit/capture",
        ...EXPOSED_AUTH_POSTS,
        ...HIDDEN_AUTH_POSTS.map((p) => p.path),
        "/api/no-such-endpoint",
      ];
      const fanId = (await as(browser, "user", sessionUser))?.id ?? "";
      await as(browser, who, async (context) => {
        for (const path of paths) {
          const response = await context.request.post(path, {
            maxRedirects: 0,
            headers: CROSS_SITE,
            form: { ...hostileForm(who, fanId), intent: "follow", slug: FOLLOW_DJ },
          });
          expect(response.status(), `${who} cross-site POST ${path}`).toBe(403);
          expect(await response.json(), `${who} cross-site POST ${path}`).toMatchObject({
            error: "Cross-site request refused",
          });
        }
      });
      await expectNothingChanged(browser, `after ${who}'s cross-site POSTs`);
      if (who !== "guest") await expectAccountUnchanged(browser, who, `after ${who}'s cross-site POSTs`);
    });
  }
});

test.describe("event analytics: only the event's organisers and admins (IDOR)", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  /** The event_ids in the analytics picker of `who` (their own events; every event for admins). */
  async function pickerOf(browser: Browser, who: SignInKind): Promise<string[]> {
    const context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
    try {
      const html = await (await context.request.get("/mate/events/analytics")).text();
      return [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    } finally {
      await context.close();
    }
  }

  test("a mate gets 404 for another mate's event; the organiser and admins see it; others are refused", async ({
    browser,
  }) => {
    const mine = await pickerOf(browser, "mate");
    const theirs = await pickerOf(browser, "multi");
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    const other = theirs[0];
    const path = `/mate/events/analytics?event=${other}`;
    const expected: Record<Who, Outcome> = { ...MATE, mate: "notfound" };
    for (const who of WHO) {
      await as(browser, who, async (context) => {
        const response = await context.request.get(path, { maxRedirects: 0 });
        await expectOutcome(response, expected[who], `${who} GET ${path}`);
        if (who === "mate") {
          expect(await response.text()).not.toContain("Views over time");
          // The client-side navigation's data request is refused the same way.
          const data = await context.request.get(`/mate/events/analytics.data?event=${other}`, { maxRedirects: 0 });
          expect(data.status(), "mate GET .data").toBe(404);
        }
      });
    }
    // The organiser reads their own event's figures.
    const multi = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "multi") });
    try {
      const response = await multi.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Views over time");
    } finally {
      await multi.close();
    }
  });
});

test.describe("DJ profile editor: only the profile's managers (IDOR)", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  test("a user and a mate cannot read or change another DJ's profile; the mate edits their own", async ({
    browser,
  }) => {
    for (const who of ["user", "mate", "venue"] as const) {
      const context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
      try {
        for (const path of [`/dj/${OTHER_DJ}/edit`, `/dj/${OTHER_DJ}/edit.data`]) {
          const get = await context.request.get(path, { maxRedirects: 0 });
          expect(get.status(), `${who} GET ${path}`).toBe(404);
          expect(await get.text(), `${who} GET ${path}`).not.toContain("Save profile");
          const post = await context.request.post(path, {
            maxRedirects: 0,
            headers: { origin: baseURL },
            form: { intent: "profile", displayName: `Hijacked by ${who}` },
          });
          expect(post.status(), `${who} POST ${path}`).toBe(404);
        }
        const upload = await context.request.post(`/dj/${OTHER_DJ}/edit`, {
          maxRedirects: 0,
          headers: { origin: baseURL },
          multipart: { intent: "image", image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("x") } },
        });
        expect(upload.status(), `${who} upload`).toBe(404);
      } finally {
        await context.close();
      }
    }
    const guest = await browser.newContext({ baseURL });
    try {
      const page = await guest.request.get(`/dj/${OTHER_DJ}`);
      expect(await page.text()).not.toContain("Hijacked");
      const post = await guest.request.post(`/dj/${OTHER_DJ}/edit`, {
        maxRedirects: 0,
        headers: { origin: baseURL },
        form: { intent: "profile", displayName: "Hijacked by guest" },
      });
      expect(post.status()).toBe(401);
    } finally {
      await guest.close();
    }

    // The mate demo account manages one profile (linked by the demo seed): that editor opens.
    const mate = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "mate") });
    try {
      const profile = await (await mate.request.get("/profile")).text();
      const own = /href="(\/dj\/[a-z0-9-]+\/edit)"/.exec(profile)?.[1];
      expect(own, "the mate's /profile links to their editor").toBeTruthy();
      expect(own).not.toBe(`/dj/${OTHER_DJ}/edit`);
      const response = await mate.request.get(own as string, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Save profile");
    } finally {
      await mate.close();
    }
  });
});

test.describe("venue management: every permission key × venue role, and IDOR", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  /** The venue people of the demo seed at OWN_VENUE: the owner ("venue") and one account per other role. */
  type VenuePerson = "venue" | VenueStaffKind;
  const PEOPLE: readonly VenuePerson[] = ["venue", "manager", "agent", "promoter"];
  /**
   * Spec §4 default permissions, written out by hand per tab (tab → its permission key): details = can_edit,
   * staff = can_manage_staff, delete = can_delete, events = can_manage_events, analytics = can_view_analytics,
   * bookings = can_manage_bookings, media = can_manage_media.
   */
  const TABS: Record<string, Record<VenuePerson, Outcome>> = {
    details: { venue: "ok", manager: "ok", agent: "notfound", promoter: "notfound" },
    staff: { venue: "ok", manager: "notfound", agent: "notfound", promoter: "notfound" },
    delete: { venue: "ok", manager: "notfound", agent: "notfound", promoter: "notfound" },
    events: { venue: "ok", manager: "ok", agent: "ok", promoter: "ok" },
    analytics: { venue: "ok", manager: "ok", agent: "ok", promoter: "notfound" },
    bookings: { venue: "ok", manager: "ok", agent: "ok", promoter: "notfound" },
    media: { venue: "ok", manager: "ok", agent: "notfound", promoter: "ok" },
  };
  /** The management entry sends each role to its first permitted tab (VENUE_MANAGE_TABS order). */
  const ENTRY: Record<VenuePerson, Outcome> = {
    venue: { to: `/venue/manage/${OWN_VENUE}/details` },
    manager: { to: `/venue/manage/${OWN_VENUE}/details` },
    agent: { to: `/venue/manage/${OWN_VENUE}/events` },
    promoter: { to: `/venue/manage/${OWN_VENUE}/events` },
  };

  for (const who of PEOPLE) {
    test(`${who}: each tab answers as its permission says; refused POSTs are 404; another venue is 404 throughout`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
      try {
        const get = (path: string) => context.request.get(path, { maxRedirects: 0 });
        const post = (path: string) =>
          context.request.post(path, {
            maxRedirects: 0,
            headers: SAME_SITE,
            form: { intent: "invite", email: `hijack-${who}@evil.example`, role: "owner", userId: "x" },
          });
        await expectOutcome(await get("/my-venues"), "ok", `${who} GET /my-venues`);
        await expectOutcome(await get(`/venue/manage/${OWN_VENUE}`), ENTRY[who], `${who} GET entry`);
        for (const [tab, expected] of Object.entries(TABS)) {
          const path = `/venue/manage/${OWN_VENUE}/${tab}`;
          await expectOutcome(await get(path), expected[who], `${who} GET ${path}`);
          await expectOutcome(await get(`${path}.data`), expected[who] === "ok" ? "ok" : "notfound", `${who} .data`);
          if (expected[who] !== "ok") await expectOutcome(await post(path), "notfound", `${who} POST ${path}`);
        }
        // IDOR: a venue they have no record for is the same 404 as an unknown slug, whatever the tab or method.
        for (const tab of ["", "/details", "/staff", "/delete"]) {
          for (const venue of [OTHER_VENUE, "no-such-venue-here"]) {
            const path = `/venue/manage/${venue}${tab}`;
            await expectOutcome(await get(path), "notfound", `${who} GET ${path}`);
            if (tab) await expectOutcome(await post(path), "notfound", `${who} POST ${path}`);
          }
        }
      } finally {
        await context.close();
      }
    });
  }

  test("the refused POSTs changed nothing: no hijack invitation, the owner still owns the venue", async ({
    browser,
  }) => {
    const owner = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "venue") });
    try {
      const staff = await (await owner.request.get(`/venue/manage/${OWN_VENUE}/staff`)).text();
      expect(staff).not.toContain("evil.example");
      expect(staff).toContain(DEMO_ACCOUNTS.venue.email);
      const admin = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "admin") });
      try {
        const other = await (await admin.request.get(`/venue/manage/${OTHER_VENUE}/staff`)).text();
        expect(other).not.toContain("evil.example");
      } finally {
        await admin.close();
      }
    } finally {
      await owner.close();
    }
  });
});

/**
 * Venue staff rules (who may change whom): the owner of OWN_VENUE lets a fresh manager handle staff
 * (can_manage_staff, not can_delete). Each escalation that manager tries is one row: 403 with the rule's words, and
 * afterwards nothing has changed. Only owners see the staff log and remove a former member for good.
 */
test.describe("venue staff: only owners touch owners; nobody raises themselves or grants what they lack", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  test("a manager with can_manage_staff is refused every escalation and changes nothing", async ({ browser }) => {
    test.slow();
    const email = freshEmail("staff-manager");
    const staffer = await freshAccount(browser, "Sam Staffer", email);
    const owner = await contextOf(browser, "venue");
    const promoter = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "promoter") });
    const staffPath = `/venue/manage/${OWN_VENUE}/staff`;
    const post = (context: BrowserContext, form: Record<string, string>) =>
      context.request.post(staffPath, { maxRedirects: 0, headers: SAME_SITE, form });
    const managerKeys = Object.fromEntries(
      ["can_edit", "can_view_analytics", "can_manage_events", "can_manage_bookings", "can_manage_media"].map((k) => [
        `perm_${k}`,
        "on",
      ]),
    );
    try {
      expect((await post(owner, { intent: "invite", email, role: "manager" })).status(), "owner invites").toBe(200);
      const link = firstLink(await waitForMail("default", email, /^Join /));
      const accepted = await staffer.request.post(link, {
        maxRedirects: 0,
        headers: SAME_SITE,
        form: { intent: "accept" },
      });
      expect(accepted.status(), "the invitee accepts").toBe(302);
      const ownerId = (await sessionUser(owner))?.id ?? "";
      const stafferId = (await sessionUser(staffer))?.id ?? "";
      const promoterId = (await sessionUser(promoter))?.id ?? "";
      expect([ownerId, stafferId, promoterId].every(Boolean)).toBe(true);
      const grant = await post(owner, {
        intent: "permissions",
        userId: stafferId,
        ...managerKeys,
        perm_can_manage_staff: "on",
      });
      expect(grant.status(), "the owner grants can_manage_staff").toBe(200);

      const { ownersOnly, selfRaise } = STAFF_RULE_MESSAGES;
      const rows: { rule: string; form: Record<string, string>; text: string }[] = [
        { rule: "makes themselves owner", form: { intent: "role", userId: stafferId, role: "owner" }, text: selfRaise },
        {
          rule: "grants themselves can_delete",
          form: {
            intent: "permissions",
            userId: stafferId,
            ...managerKeys,
            perm_can_manage_staff: "on",
            perm_can_delete: "on",
          },
          text: selfRaise,
        },
        { rule: "revokes the owner", form: { intent: "revoke", userId: ownerId }, text: ownersOnly },
        { rule: "demotes the owner", form: { intent: "role", userId: ownerId, role: "promoter" }, text: ownersOnly },
        { rule: "strips the owner's permissions", form: { intent: "permissions", userId: ownerId }, text: ownersOnly },
        {
          rule: "makes someone else owner",
          form: { intent: "role", userId: promoterId, role: "owner" },
          text: ownersOnly,
        },
        {
          rule: "grants a permission they do not hold",
          form: {
            intent: "permissions",
            userId: promoterId,
            perm_can_manage_events: "on",
            perm_can_manage_media: "on",
            perm_can_delete: "on",
          },
          text: STAFF_RULE_MESSAGES.notHeld(["Delete venue"]),
        },
        {
          rule: "invites an owner",
          form: { intent: "invite", email: `would-be-owner-${randomUUID()}@booth.test`, role: "owner" },
          text: ownersOnly,
        },
      ];
      for (const row of rows) {
        await expectOutcome(
          await post(staffer, row.form),
          { status: 403, text: row.text },
          `staff manager ${row.rule}`,
        );
      }

      // Nothing changed: the owner still owns (Delete tab), the staffer and the promoter still lack can_delete.
      expect((await owner.request.get(`/venue/manage/${OWN_VENUE}/delete`)).status(), "owner keeps Delete").toBe(200);
      for (const [who, context] of [
        ["staff manager", staffer],
        ["promoter", promoter],
      ] as const) {
        const response = await context.request.get(`/venue/manage/${OWN_VENUE}/delete`, { maxRedirects: 0 });
        expect(response.status(), `${who} still has no Delete`).toBe(404);
      }
      expect((await promoter.request.get(`/venue/manage/${OWN_VENUE}/events`)).status(), "promoter unchanged").toBe(
        200,
      );
      const ownerPage = await (await owner.request.get(staffPath)).text();
      expect(ownerPage).not.toContain("would-be-owner");
      // The staff log is the owners': the staff manager's Staff tab has none, and may not remove anyone for good.
      expect(ownerPage).toContain("Staff changes");
      expect(await (await staffer.request.get(staffPath)).text()).not.toContain("Staff changes");

      // The owner revokes the staff manager and removes them for good (they could not remove anyone themselves).
      expect((await post(owner, { intent: "revoke", userId: stafferId })).status(), "owner revokes").toBe(200);
      await expectOutcome(
        await post(staffer, { intent: "remove", userId: stafferId }),
        "notfound",
        "a revoked staff manager cannot remove",
      );
      expect((await post(owner, { intent: "remove", userId: stafferId })).status(), "owner removes").toBe(200);
      // Gone from the staff list; the owners' log keeps the story.
      const after = await (await owner.request.get(staffPath)).text();
      expect(after).not.toContain(`data-email="${email}"`);
      expect(after).toContain("removed Sam Staffer from the staff list for good");
    } finally {
      await staffer.close();
      await owner.close();
      await promoter.close();
    }
  });
});

test.describe("producer dashboard: only the line's owner, producers and admins (IDOR)", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  test("a producer gets 404 on a line they hold no record for, on every dashboard URL, and changes nothing", async ({
    browser,
  }) => {
    const urls = ["", "/edit", "/events/create"].map((tail) => `/producer/dashboard/${OTHER_LINE}${tail}`);
    await as(browser, "producer", async (context) => {
      for (const url of urls) {
        expect((await context.request.get(url, { maxRedirects: 0 })).status(), `GET ${url}`).toBe(404);
      }
      const edit = await context.request.post(`/producer/dashboard/${OTHER_LINE}/edit`, {
        maxRedirects: 0,
        headers: SAME_SITE,
        form: { name: "Hijacked Line", description: "Hijacked" },
      });
      expect(edit.status(), "POST another line's edit").toBe(404);
      // Their own lines open, as producer and as owner; /producer/my-productions lists exactly those.
      for (const slug of [PRODUCER_LINE, OWNED_LINE]) {
        expect((await context.request.get(`/producer/dashboard/${slug}`)).status(), slug).toBe(200);
      }
      const mine = await (await context.request.get("/producer/my-productions")).text();
      expect(mine).toContain(`/producer/dashboard/${PRODUCER_LINE}`);
      expect(mine).toContain(`/producer/dashboard/${OWNED_LINE}`);
      expect(mine).not.toContain(`/producer/dashboard/${OTHER_LINE}`);
    });
    await as(browser, "guest", async (guest) => {
      expect(await (await guest.request.get(`/production/${OTHER_LINE}`)).text()).not.toContain("Hijacked");
    });
    // The admin manages every line.
    await as(browser, "admin", async (context) => {
      expect((await context.request.get(`/producer/dashboard/${OTHER_LINE}`)).status()).toBe(200);
    });
  });
});
