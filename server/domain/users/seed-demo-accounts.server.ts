import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { VENUE_INVITATION_DAYS, type VenueRole } from "~/core/access/venue-permissions";
import { utcDay } from "~/core/analytics/dj-analytics";
import { addDays } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import {
  djProfiles,
  productionLineFollows,
  productionLines,
  userRoles,
  venueInvitations,
  venueManagers,
  venueProfiles,
} from "~server/db/schema";
import { djIdOfOwner, seedDemoAuditLog, seedDemoDjBookings } from "~server/db/seed/demo-admin.server";
import { seedDemoDjActivity } from "~server/db/seed/demo-dj-activity.server";
import { seedDemoMateEvents } from "~server/db/seed/demo-mate-events.server";
import {
  seedDemoVenueAudience,
  seedDemoVenueBookings,
  seedDemoVenueGalleries,
} from "~server/db/seed/demo-venue-ops.server";
import { seedDemoVenueStaffLog } from "~server/db/seed/demo-venue-staff-log.server";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { rollupDjDailyStats } from "~server/domain/dj-analytics/rollup-dj-daily-stats.server";
import { seedDemoCalendar } from "~server/domain/dj-calendar/seed-demo-calendar.server";
import { seedDemoPressLink } from "~server/domain/press-links/seed-demo-press-link.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { hashInvitationToken, newInvitationToken } from "~server/domain/venues/venue-invitation-token.server";
import { upsertCredentialUser } from "./create-admin.server";

/** One sign-in per kind of person, so a demo (and the end-to-end suite) can try every role. */
export const DEMO_ACCOUNTS = {
  user: { email: "fan@booth.test", name: "Noa Lindqvist" },
  mate: { email: "mate@booth.test", name: "Amarachi Obi" },
  venue: { email: "venue@booth.test", name: "Jonas Brandt" },
  producer: { email: "producer@booth.test", name: "Lena Park" },
  multi: { email: "multi@booth.test", name: "Sam Okafor" },
  admin: { email: "admin@booth.test", name: "Alex Moreau" },
  /** users.role supadmin (spec §4/§6: a Super Administrator, the only level that makes or unmakes admins). */
  supadmin: { email: "supadmin@booth.test", name: "Rita Santos" },
  /** A plain user the end-to-end suite blocks and unblocks (nobody else relies on it). */
  victim: { email: "blocked-victim@booth.test", name: "Tess Harlow" },
  /** Claims one of DEMO_CLAIMABLE_DJS in the claim → approve → edit path (so the fan stays a plain user). */
  claimer: { email: "claimer@booth.test", name: "Claire Dubois" },
  /** Venue staff below the owner: one account per venue role, all at the venue account's first venue. */
  manager: { email: "manager@booth.test", name: "Mona Keller" },
  agent: { email: "agent@booth.test", name: "Bo Lindgren" },
  promoter: { email: "promoter@booth.test", name: "Pia Romano" },
} as const;

/**
 * The venue account's venues (by name, from the demo content): it owns both, and the staff accounts work at the
 * first; a pending invitation at the first makes its Staff tab look like a real team's.
 */
export const DEMO_STAFFED_VENUES = ["Basement 47", "Marlow Rooms"] as const;
export const DEMO_PENDING_INVITE = { email: "resident.dj@example.com", role: "promoter" } as const;

export type DemoAccountKind = keyof typeof DEMO_ACCOUNTS;

/** users.role of each demo person; everyone not listed is a plain user (their roles come from user_roles). */
const ACCOUNT_ROLE: Partial<Record<DemoAccountKind, "admin" | "supadmin">> = { admin: "admin", supadmin: "supadmin" };

/**
 * Public, unowned mate profiles kept for the claim path (one per end-to-end project, since a claim can be
 * approved only once per server); created after the demo accounts are linked, so nobody else gets them.
 */
export const DEMO_CLAIMABLE_DJS = [
  {
    slug: "juno-rask",
    displayName: "Juno Rask",
    realName: "Juno Raskinen",
    location: "Helsinki, Finland",
    genres: ["Electro", "Breaks"],
    bio: "Juno Rask plays broken electro and breakbeat with a Nordic chill, a regular at Helsinki's harbour warehouse parties.",
  },
  {
    slug: "ilse-marr",
    displayName: "Ilse Marr",
    realName: "Ilse Marrow",
    location: "Vienna, Austria",
    genres: ["Minimal", "Deep Tech"],
    bio: "Ilse Marr builds patient, rolling minimal sets out of Vienna's after-hours scene, all swing and subtle detail.",
  },
  // Two more, so a retried claim test (CI retries once) finds a profile nobody has claimed yet.
  {
    slug: "tove-lind",
    displayName: "Tove Lind",
    realName: "Tove Lindqvist",
    location: "Gothenburg, Sweden",
    genres: ["Disco", "Italo"],
    bio: "Tove Lind digs for Italo and cosmic disco and plays it warm and unhurried, from Gothenburg's boat parties to dawn.",
  },
  {
    slug: "mika-orr",
    displayName: "Mika Orr",
    realName: "Mikaela Orrin",
    location: "Dublin, Ireland",
    genres: ["Acid", "Electro"],
    bio: "Mika Orr runs 303 lines through old tape delays, a Dublin regular known for acid sets that never sit still.",
  },
] as const;

const OWNER_PERMISSIONS = {
  can_edit: true,
  can_view_analytics: true,
  can_manage_events: true,
  can_manage_staff: true,
  can_manage_bookings: true,
  can_manage_media: true,
  can_delete: true,
};

/**
 * Creates the demo accounts with one password (idempotent): a fan, a mate DJ linked to an unclaimed
 * public profile, a venue owner, a producer (producer of one line, owner of another), someone with two roles (DJ manager
 * of two profiles — their own and an act they manage — and venue owner), an admin and
 * a super administrator. The mate owns the demo events its DJ plays (and a pending and a draft one), with
 * believable views, ticket clicks and shares for /mate/events/analytics.
 * Needs the demo content (DJs, venues, production lines) to link to.
 */
export async function seedDemoAccounts(db: Db, password: string): Promise<Record<DemoAccountKind, string>> {
  const ids = {} as Record<DemoAccountKind, string>;
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS) as [
    DemoAccountKind,
    (typeof DEMO_ACCOUNTS)[DemoAccountKind],
  ][]) {
    const result = await upsertCredentialUser(db, { ...account, password }, ACCOUNT_ROLE[kind] ?? "user");
    ids[kind] = result.userId;
  }

  const freeDjs = await db
    .select({ id: djProfiles.id, userId: djProfiles.userId, slug: djProfiles.slug })
    .from(djProfiles)
    .where(and(eq(djProfiles.active, true), inArray(djProfiles.verificationStatus, ["mate", "verified"])))
    .orderBy(asc(djProfiles.displayName));
  const [venue] = await db
    .select({ id: venueProfiles.id })
    .from(venueProfiles)
    .orderBy(asc(venueProfiles.name))
    .limit(1);
  const lines = await db
    .select({ id: productionLines.id })
    .from(productionLines)
    .where(eq(productionLines.isActive, true))
    .orderBy(asc(productionLines.name))
    .limit(6);
  const [line, ownedLine] = lines;

  async function linkDj(userId: string, primary: boolean) {
    const owned = freeDjs.find((d) => d.userId === userId) ?? freeDjs.find((d) => d.userId === null);
    if (!owned) return;
    if (owned.userId !== userId) {
      await db
        .update(djProfiles)
        .set({ userId })
        .where(and(eq(djProfiles.id, owned.id), isNull(djProfiles.userId)));
      owned.userId = userId;
    }
    await grantOnce(userId, "dj_manager", "dj_profile", owned.id, primary);
  }
  /**
   * The multi-role person also manages a second act (a dj_manager role on a profile they do not own), so
   * the dashboard's profile switcher and the role switcher's DJ Profiles section have two to choose between. Never
   * the authorization matrix's "someone else's DJ" (OTHER_DJ there); once only, so a re-seed adds no third.
   */
  async function manageSecondDj(userId: string) {
    const [already] = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleType, "dj_manager"), eq(userRoles.isPrimary, false)))
      .limit(1);
    if (already) return;
    const act = freeDjs.find((d) => d.userId === null && d.slug !== "nadia-voss");
    if (!act) return;
    await grantOnce(userId, "dj_manager", "dj_profile", act.id, false);
    // An audience of its own, so switching to it shows a different, living dashboard.
    for (const day of await seedDemoDjActivity(db, act.slug)) await rollupDjDailyStats(db, day);
  }
  async function manageVenue(userId: string, primary: boolean) {
    if (!venue) return;
    await db
      .insert(venueManagers)
      .values({
        venueId: venue.id,
        userId,
        role: "owner",
        permissions: OWNER_PERMISSIONS,
        isPrimary: true,
        invitationStatus: "active",
        acceptedAt: new Date(),
      })
      .onConflictDoNothing();
    await grantOnce(userId, "venue_owner", "venue", venue.id, primary);
  }
  async function grantOnce(
    userId: string,
    roleType: string,
    resourceType: string,
    resourceId: string,
    isPrimary: boolean,
  ) {
    const [existing] = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleType, roleType), eq(userRoles.resourceId, resourceId)));
    if (!existing)
      await db
        .insert(userRoles)
        .values({ userId, roleType, resourceType, resourceId, isPrimary, grantedBy: ids.admin });
  }

  await linkDj(ids.mate, true);
  // The mate's DJ has booking inquiries to handle on /mate/bookings (before the roll-up below, so
  // the dashboard counts them).
  const mateDjId = await djIdOfOwner(db, ids.mate);
  if (mateDjId) await seedDemoDjBookings(db, [mateDjId], ids.admin);
  // …and a calendar with holds on its dates (/mate/calendar).
  if (mateDjId) await seedDemoCalendar(db, mateDjId, ids.mate);
  // …and one inquiry answered with the press kit as a personal link, opened twice (decision 058).
  if (mateDjId) await seedDemoPressLink(db, mateDjId, ids.mate);
  await seedDemoAuditLog(db, ids.admin);
  // The mate's DJ has an audience to measure on /mate/dashboard, rolled up like the nightly job does.
  const mateDj = freeDjs.find((d) => d.userId === ids.mate);
  if (mateDj) {
    for (const day of await seedDemoDjActivity(db, mateDj.slug)) await rollupDjDailyStats(db, day);
  }
  // The mate's events (the demo nights its DJ plays, plus a pending and a draft one) with an audience to measure.
  await seedDemoMateEvents(db, ids.mate);
  await manageVenue(ids.venue, true);
  if (venue) {
    // The owner's venue tabs look alive; idempotent, and a no-op where the demo seed already made them.
    await seedDemoVenueAudience(db);
    await seedDemoVenueGalleries(db, [venue.id]);
    await seedDemoVenueBookings(db, venue.id, ids.venue);
  }
  if (line) {
    await grantOnce(ids.producer, "producer", "production_line", line.id, true);
  }
  // The producer also owns a second line: /producer/my-productions lists both, the switcher offers both.
  if (ownedLine) {
    await grantOnce(ids.producer, "production_line_owner", "production_line", ownedLine.id, false);
  }
  // The fan follows a few lines, so /my/following/productions has something to show (counted by the 0014 triggers).
  const fanFollows = lines.slice(2, 5).map((l) => ({ userId: ids.user, productionLineId: l.id }));
  if (fanFollows.length > 0) await db.insert(productionLineFollows).values(fanFollows).onConflictDoNothing();
  await linkDj(ids.multi, true);
  await manageSecondDj(ids.multi);
  // The multi-role person's own DJ keeps a calendar too: holds on two DJs in the demo.
  const multiDjId = await djIdOfOwner(db, ids.multi);
  if (multiDjId) await seedDemoCalendar(db, multiDjId, ids.multi);
  // A second organiser, so "another mate's event" is a real thing to refuse (the authorization matrix).
  await seedDemoMateEvents(db, ids.multi, { unpublished: false });
  await manageVenue(ids.multi, false);
  await seedDemoVenueStaff(db, ids);
  for (const dj of DEMO_CLAIMABLE_DJS) {
    await db
      .insert(djProfiles)
      .values({
        ...dj,
        genres: [...dj.genres],
        profileImage: `/art/dj/${dj.slug}.svg`,
        verificationStatus: "mate",
        active: true,
        instagramUrl: `https://www.instagram.com/${dj.slug.replace(/-/g, "")}`,
      })
      .onConflictDoNothing({ target: djProfiles.slug });
  }
  // The views seeded above (event, venue, profile) rolled up like the nightly job does, for /admin/analytics.
  await rollupSiteDailyStats(db, addDays(utcDay(new Date()), -400), addDays(utcDay(new Date()), -1));
  return ids;
}

/**
 * Venue staff of every role, through saveVenueManager like a real invitation, so permissions and the
 * venue_owner role are what the product would make. Only missing records are added: re-seeding never resets a
 * role or permissions someone changed since.
 */
async function seedDemoVenueStaff(db: Db, ids: Record<DemoAccountKind, string>) {
  const venues = await db
    .select({ id: venueProfiles.id, name: venueProfiles.name })
    .from(venueProfiles)
    .where(inArray(venueProfiles.name, [...DEMO_STAFFED_VENUES]));
  const [first, second] = DEMO_STAFFED_VENUES.map((name) => venues.find((v) => v.name === name));
  if (!first) return;
  const staff: [string, string, VenueRole][] = [
    [first.id, ids.manager, "manager"],
    [first.id, ids.agent, "booking_agent"],
    [first.id, ids.promoter, "promoter"],
  ];
  if (second) staff.push([second.id, ids.venue, "owner"]);
  const day = 86_400_000;
  for (const [venueId, userId, role] of staff) {
    const [existing] = await db
      .select({ id: venueManagers.id })
      .from(venueManagers)
      .where(and(eq(venueManagers.venueId, venueId), eq(venueManagers.userId, userId)));
    if (existing) continue;
    await db.transaction((tx) =>
      saveVenueManager(tx, {
        venueId,
        userId,
        role,
        addedBy: ids.venue,
        invitedAt: new Date(Date.now() - 3 * day),
      }),
    );
  }
  const [invited] = await db
    .select({ id: venueInvitations.id })
    .from(venueInvitations)
    .where(and(eq(venueInvitations.venueId, first.id), eq(venueInvitations.email, DEMO_PENDING_INVITE.email)));
  if (!invited)
    await db.insert(venueInvitations).values({
      venueId: first.id,
      email: DEMO_PENDING_INVITE.email,
      role: DEMO_PENDING_INVITE.role,
      // Nobody holds this token: the demo invitation is there to be seen (and cancelled), not accepted.
      tokenHash: hashInvitationToken(newInvitationToken()),
      invitedBy: ids.venue,
      expiresAt: new Date(Date.now() + VENUE_INVITATION_DAYS * day),
    });
  await seedDemoVenueStaffLog(
    db,
    first.id,
    { owner: ids.venue, manager: ids.manager, agent: ids.agent, promoter: ids.promoter },
    DEMO_PENDING_INVITE,
  );
}
