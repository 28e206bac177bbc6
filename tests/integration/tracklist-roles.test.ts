import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { action as adminAction, loader as adminLoader } from "~/routes/admin-event-tracklist";
import { action as mateAction, loader as mateLoader } from "~/routes/mate-event-tracklist";
import { action as producerAction, loader as producerLoader } from "~/routes/producer-event-tracklist";
import { action as venueAction, loader as venueLoader } from "~/routes/venue-manage-event-tracklist";
import type { AppConfig } from "~server/config.server";
import { createLoadContext, type RequestContext } from "~server/context.server";
import type { Database, Db } from "~server/db/client.server";
import { adminAuditLog, tracklists } from "~server/db/schema";
import {
  type DjProfile,
  type MateEvent,
  type ProductionLine,
  seedDj,
  seedEvent,
  seedProductionLine,
  seedUser,
  seedUserRole,
  seedVenue,
  type User,
  type VenueProfile,
} from "~server/db/seed/factories.server";
import { findTracklistGig } from "~server/domain/tracklists/find-tracklist-gig.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { runRoute } from "./helpers/run-route";
import { createTestDatabase } from "./helpers/test-database";

// The tracklist screens of the four roles that manage an event, at the route modules (the route guard first, then
// the role's own event lookup): a venue's staff with can_manage_events, a production line's people, admins, and the
// DJ managers. Not past, not theirs, or no such event: the same 404, page and post alike, and nothing stored.
let database: Database;
let db: Db;
let venue: VenueProfile;
let otherVenue: VenueProfile;
let line: ProductionLine;
let otherLine: ProductionLine;
let dj: DjProfile;
let second: DjProfile;
let past: MateEvent;
let upcoming: MateEvent;
let elsewhere: MateEvent;
let noProfiles: MateEvent;
let people: Record<
  "owner" | "promoter" | "otherOwner" | "producer" | "otherProducer" | "djManager" | "user" | "admin",
  User
>;
type Who = keyof typeof people;
type Handler = (args: never) => Promise<unknown>;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  venue = await seedVenue(db, { name: "Zz Tracklist Hall" });
  otherVenue = await seedVenue(db, { name: "Zz Tracklist Other" });
  line = await seedProductionLine(db, { name: "Zz Tracklist Nights" });
  otherLine = await seedProductionLine(db, { name: "Zz Tracklist Elsewhere" });
  dj = await seedDj(db, { verificationStatus: "verified" });
  second = await seedDj(db, { verificationStatus: "verified" });
  const names = ["Owner", "Promoter", "OtherOwner", "Producer", "OtherProducer", "DjManager", "User", "Admin"];
  const [owner, promoter, otherOwner, producer, otherProducer, djManager, user, admin] = await Promise.all(
    names.map((n) => seedUser(db, { name: `Zz ${n}`, role: n === "Admin" ? "admin" : "user" })),
  );
  people = { owner, promoter, otherOwner, producer, otherProducer, djManager, user, admin };
  // saveVenueManager gives each role its spec §4 default permissions: a promoter has can_manage_events.
  await db.transaction(async (tx) => {
    await saveVenueManager(tx, { venueId: venue.id, userId: owner.id, role: "owner", addedBy: null });
    await saveVenueManager(tx, { venueId: venue.id, userId: promoter.id, role: "promoter", addedBy: null });
    await saveVenueManager(tx, { venueId: otherVenue.id, userId: otherOwner.id, role: "owner", addedBy: null });
  });
  const producerOf = (userId: string, lineId: string) =>
    seedUserRole(db, { userId, roleType: "producer", resourceType: "production_line", resourceId: lineId });
  await producerOf(producer.id, line.id);
  await producerOf(otherProducer.id, otherLine.id);
  await seedUserRole(db, {
    userId: djManager.id,
    roleType: "dj_manager",
    resourceType: "dj_profile",
    resourceId: dj.id,
  });
  const at = { venueId: venue.id, productionLineId: line.id };
  past = await seedEvent(db, { ...at, eventDate: new Date(Date.now() - 3 * DAY), lineupDjs: [dj, second] });
  upcoming = await seedEvent(db, { ...at, eventDate: new Date(Date.now() + 3 * DAY), lineupDjs: [dj] });
  elsewhere = await seedEvent(db, {
    venueId: otherVenue.id,
    productionLineId: otherLine.id,
    eventDate: new Date(Date.now() - 3 * DAY),
    lineupDjs: [dj],
  });
  noProfiles = await seedEvent(db, { ...at, eventDate: new Date(Date.now() - 2 * DAY), lineupDjs: [] });
});
afterAll(async () => {
  await database?.close();
});

function contextOf(who: Who) {
  const person = people[who];
  return createLoadContext({
    config: { dataDir: "/tmp/booth-tracklist-roles", publicUrl: "http://localhost", brandName: "Booth" } as AppConfig,
    database,
    flags: DEFAULT_FLAGS,
    viewer: { role: who === "admin" ? "admin" : who === "djManager" ? "dj" : "user", name: person.name },
    userId: person.id,
    sessionId: `session-of-${person.id}`,
    clientIp: "10.9.9.10",
  } as RequestContext);
}

async function statusOf(handler: Handler, who: Who, path: string, params: Record<string, string>, form?: FormData) {
  const request = new Request(`http://localhost${path}`, form ? { method: "POST", body: form } : undefined);
  try {
    const result = (await runRoute(handler, { request, context: contextOf(who), params })) as
      | { init?: { status?: number } | null }
      | Response
      | Record<string, unknown>;
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } | null }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

function importForm(djId: string): FormData {
  const form = new FormData();
  form.set("intent", "import");
  form.set("dj", djId);
  const bytes = readFileSync("tests/fixtures/tracklists/serato-history.csv");
  form.set("file", new File([bytes], "serato-history.csv", { type: "text/csv" }));
  return form;
}

async function storedFor(event: MateEvent, djId: string) {
  return db
    .select({ id: tracklists.id })
    .from(tracklists)
    .where(and(eq(tracklists.eventId, event.id), eq(tracklists.djProfileId, djId)));
}

const SCREENS = {
  venue: {
    loader: venueLoader,
    action: venueAction,
    path: (e: MateEvent) => `/venue/manage/${venue.slug}/events/${e.eventId}/tracklist`,
    params: (e: MateEvent) => ({ venueSlug: venue.slug as string, eventId: e.eventId }),
  },
  producer: {
    loader: producerLoader,
    action: producerAction,
    path: (e: MateEvent) => `/producer/dashboard/${line.slug}/events/${e.eventId}/tracklist`,
    params: (e: MateEvent) => ({ slug: line.slug, eventId: e.eventId }),
  },
  admin: {
    loader: adminLoader,
    action: adminAction,
    path: (e: MateEvent) => `/admin/events/${e.eventId}/tracklist`,
    params: (e: MateEvent) => ({ eventId: e.eventId }),
  },
  mate: {
    loader: mateLoader,
    action: mateAction,
    path: (e: MateEvent) => `/mate/events/${e.eventId}/tracklist`,
    params: (e: MateEvent) => ({ eventId: e.eventId }),
  },
} as const;

const OK = 200;
const NO = 404;
const HOME = 302;
const MATE_ONLY = 403;
/** GET of the past event's screen, per role screen × person. */
const EXPECT: Record<keyof typeof SCREENS, Record<Who, number>> = {
  venue: {
    owner: OK,
    promoter: OK,
    otherOwner: NO,
    producer: NO,
    otherProducer: NO,
    djManager: NO,
    user: NO,
    admin: OK,
  },
  producer: {
    owner: NO,
    promoter: NO,
    otherOwner: NO,
    producer: OK,
    otherProducer: NO,
    djManager: NO,
    user: NO,
    admin: OK,
  },
  admin: {
    owner: HOME,
    promoter: HOME,
    otherOwner: HOME,
    producer: HOME,
    otherProducer: HOME,
    djManager: HOME,
    user: HOME,
    admin: OK,
  },
  mate: {
    owner: MATE_ONLY,
    promoter: MATE_ONLY,
    otherOwner: MATE_ONLY,
    producer: MATE_ONLY,
    otherProducer: MATE_ONLY,
    djManager: OK,
    user: MATE_ONLY,
    // An admin passes the mate guard but manages no DJ on the lineup: the admin screen is theirs.
    admin: NO,
  },
};
const WHO = Object.keys(EXPECT.venue) as Who[];

describe("tracklist screens × roles", () => {
  for (const [screen, s] of Object.entries(SCREENS) as [
    keyof typeof SCREENS,
    (typeof SCREENS)[keyof typeof SCREENS],
  ][]) {
    it(`${screen}: the past event opens for its own managers only; an upcoming or another's event is a 404`, async () => {
      for (const who of WHO) {
        expect(await statusOf(s.loader, who, s.path(past), s.params(past)), `${who} GET ${screen}`).toBe(
          EXPECT[screen][who],
        );
      }
      for (const who of WHO.filter((w) => EXPECT[screen][w] === OK)) {
        expect(await statusOf(s.loader, who, s.path(upcoming), s.params(upcoming)), `${who} upcoming`).toBe(NO);
        // Another venue's and line's event: the 404 of an unknown id (the DJ manager manages its DJ: theirs too).
        expect(await statusOf(s.loader, who, s.path(elsewhere), s.params(elsewhere)), `${who} elsewhere`).toBe(
          screen === "mate" || screen === "admin" ? OK : NO,
        );
        const unknown = { ...past, eventId: "no-such-event-2020-01-01" };
        expect(await statusOf(s.loader, who, s.path(unknown), s.params(unknown)), `${who} unknown`).toBe(NO);
      }
    });
  }

  it("the event's own managers choose among all the lineup's DJs; a DJ manager only among theirs", async () => {
    const now = new Date();
    const all = [dj.id, second.id];
    const ids = async (scope: Parameters<typeof findTracklistGig>[1]) =>
      (await findTracklistGig(db, scope, past.eventId, now))?.djs.map((d) => d.id);
    expect(await ids({ kind: "venue", venueId: venue.id })).toEqual(all);
    expect(await ids({ kind: "production-line", productionLineId: line.id })).toEqual(all);
    expect(await ids({ kind: "admin" })).toEqual(all);
    expect(await ids({ kind: "dj-manager", userId: people.djManager.id })).toEqual([dj.id]);
    expect(await ids({ kind: "venue", venueId: otherVenue.id })).toBeUndefined();
    expect(await ids({ kind: "production-line", productionLineId: otherLine.id })).toBeUndefined();
    // A past event without a DJ that has a Booth page: the screen opens, with nothing to import for.
    const empty = await findTracklistGig(db, { kind: "venue", venueId: venue.id }, noProfiles.eventId, now);
    expect(empty?.djs).toEqual([]);
    expect(
      await findTracklistGig(db, { kind: "dj-manager", userId: people.djManager.id }, noProfiles.eventId, now),
    ).toBeNull();
  });

  it("imports through each role's screen onto its own past event; a refused post stores nothing", async () => {
    // Refused: another venue's owner, another line's producer, a venue owner on the admin screen, an upcoming event.
    const refusals: [Handler, Who, MateEvent, keyof typeof SCREENS][] = [
      [SCREENS.venue.action, "otherOwner", past, "venue"],
      [SCREENS.producer.action, "otherProducer", past, "producer"],
      [SCREENS.venue.action, "owner", upcoming, "venue"],
      [SCREENS.venue.action, "owner", elsewhere, "venue"],
      [SCREENS.producer.action, "producer", elsewhere, "producer"],
    ];
    for (const [handler, who, event, screen] of refusals) {
      const s = SCREENS[screen];
      expect(
        await statusOf(handler, who, s.path(event), s.params(event), importForm(second.id)),
        `${who} ${screen}`,
      ).toBe(NO);
    }
    expect(
      await statusOf(
        SCREENS.admin.action,
        "owner",
        SCREENS.admin.path(past),
        SCREENS.admin.params(past),
        importForm(second.id),
      ),
    ).toBe(HOME);
    for (const event of [past, upcoming, elsewhere]) expect(await storedFor(event, second.id)).toEqual([]);

    // The venue's promoter imports the second DJ's set; the producer re-imports it (one per DJ per event).
    const venuePath = SCREENS.venue.path(past);
    expect(
      await statusOf(SCREENS.venue.action, "promoter", venuePath, SCREENS.venue.params(past), importForm(second.id)),
    ).toBe(OK);
    expect(await storedFor(past, second.id)).toHaveLength(1);
    const producerPath = SCREENS.producer.path(past);
    expect(
      await statusOf(
        SCREENS.producer.action,
        "producer",
        producerPath,
        SCREENS.producer.params(past),
        importForm(second.id),
      ),
    ).toBe(OK);
    expect(await storedFor(past, second.id)).toHaveLength(1);
    // A DJ not on the lineup is refused by the screen's own action.
    expect(
      await statusOf(
        SCREENS.venue.action,
        "owner",
        venuePath,
        SCREENS.venue.params(past),
        importForm("00000000-0000-4000-8000-000000000000"),
      ),
    ).toBe(400);

    // An admin's import is in the audit log, naming the event and the DJ.
    expect(
      await statusOf(
        SCREENS.admin.action,
        "admin",
        SCREENS.admin.path(past),
        SCREENS.admin.params(past),
        importForm(dj.id),
      ),
    ).toBe(OK);
    expect(await storedFor(past, dj.id)).toHaveLength(1);
    const logged = await db
      .select({ action: adminAuditLog.action, targetId: adminAuditLog.targetId, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, people.admin.id), eq(adminAuditLog.action, "tracklist.import")));
    expect(logged).toEqual([
      { action: "tracklist.import", targetId: past.eventId, after: { dj: dj.slug, format: "serato-csv", tracks: 5 } },
    ]);
  });
});
