import { createHash } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEventFilters } from "~/core/events/events";
import { listenForPublicChanges, publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import {
  type DjProfile,
  seedDj,
  seedEvent,
  seedProductionLine,
  seedUser,
  seedVenue,
  type User,
} from "~server/db/seed/factories.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { getDjFollowState } from "~server/domain/djs/get-dj-follow-state.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import { cancelEvent } from "~server/domain/events/cancel-event.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { listEvents } from "~server/domain/events/list-events.server";
import { reviewEvent } from "~server/domain/events/review-event.server";
import { updateEvent } from "~server/domain/events/update-event.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { followProduction } from "~server/domain/productions/follow-production.server";
import { getPublicProduction } from "~server/domain/productions/get-public-production.server";
import { unfollowProduction } from "~server/domain/productions/unfollow-production.server";
import { updateProductionLine } from "~server/domain/productions/update-production-line.server";
import { getHeldEventTracklists } from "~server/domain/tracklists/get-held-event-tracklists.server";
import { getTracklistDraft } from "~server/domain/tracklists/get-tracklist-draft.server";
import { importTracklist } from "~server/domain/tracklists/import-tracklist.server";
import { saveTracklist } from "~server/domain/tracklists/save-tracklist.server";
import { addVenueMedia } from "~server/domain/venues/add-venue-media.server";
import { deleteVenueMedia } from "~server/domain/venues/delete-venue-media.server";
import { listVenueMedia } from "~server/domain/venues/list-venue-media.server";
import { updateVenueMedia } from "~server/domain/venues/update-venue-media.server";
import { type AppFetch, createPageCache, type PageCache } from "~server/http/page-cache.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The rendered-page cache (decision 020) in front of a stand-in for the app that renders from the real
 * database the way the app's pages do: a fresh nonce per render on every inline script and in the CSP, the
 * follower count of a DJ and a flag on the page. Counting renders shows what the cache answered itself.
 */

let database: Database;
let dj: DjProfile;
let fan: User;
let server: Server;
let cache: PageCache;
let base = "";
let renders = 0;
let renderDelayMs = 0;
let stopListening: () => Promise<void>;

const SCRIPT = "window.__booth=1";

const app: AppFetch = async (request) => {
  renders++;
  const url = new URL(request.url);
  const nonce = createHash("sha256").update(String(Math.random())).digest("base64");
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`,
    "x-content-type-options": "nosniff",
    "x-request-id": `app-${renders}`,
  });
  if (url.pathname === "/sets-cookie") headers.append("set-cookie", "booth_seen=1; Path=/");
  if (url.pathname === "/moved") return new Response(null, { status: 302, headers: { location: "/" } });
  if (url.pathname === "/slow.json") {
    // Not a page to keep (like React Router's /__manifest), and its body takes a moment to finish.
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode("["));
        await new Promise((resolve) => setTimeout(resolve, 200));
        controller.enqueue(new TextEncoder().encode("1]"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "application/json" } });
  }
  const followers = (await getDjFollowState(database.db, dj.id, null)).followers;
  // /events lists the upcoming events' names, as the real page does.
  const events =
    url.pathname === "/events"
      ? (
          await listEvents(database.db, {
            filters: parseEventFilters(url.searchParams),
            now: new Date(),
            today: "2000-01-01",
            limit: 50,
          })
        ).events
          .map((e) => e.name)
          .join(", ")
      : "";
  // A venue page's gallery captions, for /gallery/{venue id}.
  const gallery = url.pathname.startsWith("/gallery/")
    ? (await listVenueMedia(database.db, url.pathname.slice("/gallery/".length))).map((m) => m.caption).join(", ")
    : "";
  // A production page shows the line's follower count and description, as the real page does.
  const line = url.pathname.startsWith("/production/")
    ? await getPublicProduction(database.db, url.pathname.slice("/production/".length))
    : null;
  const production = line ? `line ${line.followerCount} followers: ${line.description}` : "";
  // An event page's published tracklists (the held read the real page makes), for /sets/{event row id}.
  const sets = url.pathname.startsWith("/sets/")
    ? (await getHeldEventTracklists(database.db, url.pathname.slice("/sets/".length)))
        .flatMap((l) => l.tracks.map((t) => t.title))
        .join(", ")
    : "";
  const flags = await getFlags(database.db);
  if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
  // What a write no one announced changed (the backstop's case), for /unannounced.
  const unannounced = url.pathname === "/unannounced" ? unannouncedText : "";
  const html = `<!doctype html><html><head><script nonce="${nonce}">${SCRIPT}</script></head><body><p>${url.pathname}${url.search}</p><p>followers ${followers}</p><p>radio ${flags.radioEnabled ? "on" : "off"}</p><p>events ${events}</p><p>gallery ${gallery}</p><p>${production}</p><p>sets ${sets}</p><p>${unannounced}</p>${"<i>padding</i>".repeat(200)}<script nonce="${nonce}" type="module">import("/assets/x.js")</script></body></html>`;
  return new Response(html, { status: url.pathname === "/nowhere" ? 404 : 200, headers });
};

beforeAll(async () => {
  database = await createTestDatabase();
  dj = await seedDj(database.db, { verificationStatus: "verified" });
  fan = await seedUser(database.db);
  stopListening = await listenForPublicChanges(database);
  // A long life, so what drops a page in these tests is a change notice, never the backstop.
  cache = createPageCache({ fetch: app, ttlMs: 60_000 });
  server = createServer((req, res) => {
    if (cache.handle(req, res)) return;
    // What the cache leaves alone goes to the app, as Hono would answer it.
    void (async () => {
      const response = await app(new Request(`${base}${req.url}`), {} as never);
      res.writeHead(response.status, { "x-passed-on": "yes" }).end(await response.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stopListening?.();
  await database?.close();
});
beforeEach(async () => {
  // On PostgreSQL an earlier test's notices arrive a moment later, over the listening connection: let them land.
  if (process.env.TEST_DATABASE_URL) await new Promise((resolve) => setTimeout(resolve, 300));
  cache.clear();
  renders = 0;
  renderDelayMs = 0;
});

let unannouncedText = "";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

describe("rendered-page cache", () => {
  it("lets a request whose client went away before the end go: the next one for that address is answered", async () => {
    // The first client reads the headers and leaves (a browser cancelling a fetch), mid-body.
    await new Promise<void>((resolve, reject) => {
      const req = request(`${base}/slow.json`, (res) => {
        res.socket.destroy();
        resolve();
      });
      req.on("error", reject).end();
    });
    const answer = await get("/slow.json", { "user-agent": "Mozilla/5.0 Chrome/140.0" });
    expect(await answer.text()).toBe("[1]");
  });

  it("answers repeat visits from one render, equal to the app's page without its nonce", async () => {
    const first = await get("/dj/x?b=2&a=1");
    const firstBody = await first.text();
    const second = await get("/dj/x?a=1&b=2");
    expect(renders).toBe(1);
    expect(await second.text()).toBe(firstBody);
    // The app's page with the nonce attributes taken out: nothing else differs.
    const uncached = await (await app(new Request(`${base}/dj/x?b=2&a=1`), {} as never)).text();
    expect(firstBody).toBe(uncached.replace(/ nonce="[^"]+"/g, ""));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-request-id")).toBe("app-1");
    expect(second.headers.get("x-request-id")).not.toBe("app-1");
  });

  it("never serves a nonce: the CSP names the hashes of the inline scripts instead", async () => {
    const csps = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await get("/");
      const body = await response.text();
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(body).not.toContain("nonce=");
      expect(csp).not.toContain("nonce-");
      csps.add(csp);
    }
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    const [csp] = [...csps];
    expect(csps.size).toBe(1);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-`);
    expect(csp).toContain("object-src 'none'");
  });

  it("keeps signed-in visitors and responses that set a cookie out of it", async () => {
    for (let i = 0; i < 2; i++) {
      const signedIn = await get("/", { cookie: "booth.session_token=abc" });
      expect(signedIn.headers.get("x-passed-on")).toBe("yes");
    }
    expect(renders).toBe(2);
    const withCookie = await get("/sets-cookie");
    expect(withCookie.headers.get("set-cookie")).toBe("booth_seen=1; Path=/");
    expect(withCookie.headers.get("content-security-policy")).toContain("'nonce-");
    await get("/sets-cookie");
    expect(renders).toBe(4);
    const moved = await fetch(`${base}/moved`, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/");
  });

  it("keeps not-found pages with their status", async () => {
    expect((await get("/nowhere")).status).toBe(404);
    expect((await get("/nowhere")).status).toBe(404);
    expect(renders).toBe(1);
  });

  it("shares one render between concurrent misses", async () => {
    renderDelayMs = 150;
    const bodies = await Promise.all(Array.from({ length: 6 }, () => text("/djs")));
    expect(renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("serves the same page compressed with brotli or gzip, and HEAD without a body", async () => {
    const plain = await text("/");
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes what Content-Encoding names, so equal text proves the copy is what the header says.
    expect(await br.text()).toBe(plain);
    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(plain);
    const head = await fetch(`${base}/`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(plain));
    expect(renders).toBe(1);
  });

  it("after the backstop's expiry serves compressed copies of what the re-render made, same bytes or new", async () => {
    // A short-lived cache of its own: the backstop (not a change notice) is what renews these pages.
    const short = createPageCache({ fetch: app, ttlMs: 40 });
    const shortServer = createServer((req, res) => {
      if (!short.handle(req, res)) res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => shortServer.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(shortServer.address() as AddressInfo).port}/unannounced`;
    const fetchAs = (encoding: string) => fetch(at, { headers: { "accept-encoding": encoding } });
    const expire = () => new Promise((resolve) => setTimeout(resolve, 60));
    try {
      unannouncedText = "before";
      const first = await (await fetchAs("identity")).text();
      expect(await (await fetchAs("br")).text()).toBe(first);
      await expire();
      // Re-rendered to the same bytes: the same page in every encoding.
      expect(await (await fetchAs("br")).text()).toBe(first);
      expect(await (await fetchAs("gzip")).text()).toBe(first);
      unannouncedText = "after";
      await expire();
      const changed = await fetchAs("br");
      expect(changed.headers.get("content-encoding")).toBe("br");
      const changedText = await changed.text();
      expect(changedText).toContain("<p>after</p>");
      expect(await (await fetchAs("gzip")).text()).toBe(changedText);
      expect(await (await fetchAs("identity")).text()).toBe(changedText);
    } finally {
      unannouncedText = "";
      await new Promise((resolve) => shortServer.close(resolve));
    }
  });

  it("shows a follow, an unfollow and a flag change on the very next request", async () => {
    expect(await text("/")).toContain("followers 0");
    expect(await text("/")).toContain("followers 0");
    expect(renders).toBe(1);
    await followDj(database.db, fan.id, dj.slug);
    expect(await text("/")).toContain("followers 1");
    await unfollowDj(database.db, fan.id, dj.slug);
    expect(await text("/")).toContain("followers 0");
    expect(await text("/")).toContain("radio on");
    await setFlag(database.db, "radioEnabled", false);
    expect(await text("/")).toContain("radio off");
    await setFlag(database.db, "radioEnabled", true);
    expect(await text("/")).toContain("radio on");
  });

  it("shows a production line's follow, unfollow and edited description on the very next request", async () => {
    const line = await seedProductionLine(database.db, { description: "First words" });
    const path = `/production/${line.slug}`;
    cache.clear();
    expect(await text(path)).toContain("line 0 followers: First words");
    expect(await text(path)).toContain("line 0 followers");
    const before = renders;
    await followProduction(database.db, fan.id, line.slug);
    expect(await text(path)).toContain("line 1 followers");
    await unfollowProduction(database.db, fan.id, line.slug);
    expect(await text(path)).toContain("line 0 followers");
    await updateProductionLine(database.db, line.id, { name: line.name, description: "Second words" });
    expect(await text(path)).toMatch(/line 0 followers: .*Second words/);
    expect(renders).toBe(before + 3);
  });

  it("shows a created event on /events at the very next request", async () => {
    expect(await text("/events")).not.toContain("Cache Test Rave");
    expect(await text("/events")).not.toContain("Cache Test Rave");
    expect(renders).toBe(1);
    await createEvent(database.db, {
      name: "Cache Test Rave",
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      lineup: [{ djProfileId: dj.id }],
    });
    expect(await text("/events")).toContain("Cache Test Rave");
    expect(renders).toBe(2);
  });

  it("shows an edited, an approved and a cancelled event at the very next request", async () => {
    const admin = { userId: "cache-test-admin", isAdmin: true };
    const created = await createEvent(database.db, {
      name: "Cache Edit Night",
      startsAt: new Date(Date.now() + 4 * 86_400_000),
      status: "pending",
      lineup: [],
    });
    expect(await text("/events")).not.toContain("Cache Edit Night");
    await reviewEvent(database.db, { ...admin, userId: (await seedUser(database.db)).id }, created.eventId, {
      decision: "approve",
    });
    expect(await text("/events")).toContain("Cache Edit Night");
    await updateEvent(database.db, admin, created.eventId, {
      name: "Cache Edited Night",
      startsAt: new Date(Date.now() + 4 * 86_400_000),
      lineup: [],
      intent: "save",
      approvalRequired: false,
      adminStatus: "published",
    });
    expect(await text("/events")).toContain("Cache Edited Night");
    await cancelEvent(database.db, admin, created.eventId);
    expect(await text("/events")).not.toContain("Cache Edited Night");
  });

  it("shows a published, edited and unpublished tracklist at the very next request", async () => {
    const gig = await seedEvent(database.db, { eventDate: new Date(Date.now() - 3 * 86_400_000), lineupDjs: [dj] });
    const path = `/sets/${gig.id}`;
    const tracks = [{ artist: "Âme", title: "Rej", bpm: 122, key: "8A", offsetSeconds: null }];
    const id = await importTracklist(database.db, {
      eventUuid: gig.id,
      djProfileId: dj.id,
      userId: fan.id,
      tracklist: { format: "rekordbox-txt", tracks },
    });
    expect(await text(path)).toContain("<p>sets </p>");
    const [row] = (await listTracklistRows(gig.id)) ?? [];
    await saveTracklist(
      database.db,
      id,
      [{ id: row, artist: "Âme", title: "Rej", unreleased: false, hidden: false }],
      true,
    );
    expect(await text(path)).toContain("sets Rej");
    await saveTracklist(database.db, id, [
      { id: row, artist: "Âme", title: "Rej (Edit)", unreleased: false, hidden: false },
    ]);
    expect(await text(path)).toContain("sets Rej (Edit)");
    await saveTracklist(
      database.db,
      id,
      [{ id: row, artist: "Âme", title: "Rej (Edit)", unreleased: false, hidden: false }],
      false,
    );
    expect(await text(path)).toContain("<p>sets </p>");
  });

  it("shows a venue gallery upload, caption change and delete at the very next request", async () => {
    const venue = await seedVenue(database.db, { name: "Cache Gallery Hall" });
    const path = `/gallery/${venue.id}`;
    expect(await text(path)).not.toContain("Cache Booth Shot");
    const { id } = await addVenueMedia(database.db, {
      venueId: venue.id,
      imageUrl: "/art/venue/cache-gallery.svg",
      caption: "Cache Booth Shot",
      addedBy: fan.id,
    });
    expect(await text(path)).toContain("Cache Booth Shot");
    await updateVenueMedia(database.db, venue.id, { kind: "caption", mediaId: id, caption: "Cache Crowd Shot" });
    expect(await text(path)).toContain("Cache Crowd Shot");
    await deleteVenueMedia(database.db, venue.id, id);
    expect(await text(path)).not.toContain("Cache Crowd Shot");
  });

  it("does not keep a render that overlapped a change", async () => {
    renderDelayMs = 200;
    const during = text("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await publicContentChanged(database.db, "djs");
    await during;
    renderDelayMs = 0;
    await text("/");
    expect(renders).toBe(2);
  });

  it("hears a flag written outside the app (migration 0009's trigger) and drops pages and flags", async () => {
    expect(await text("/")).toContain("radio on");
    await database.db.execute(
      sql`INSERT INTO settings (key, value) VALUES ('feature_radio_enabled', 'false')
          ON CONFLICT (key) DO UPDATE SET value = 'false'`,
    );
    await expect.poll(() => text("/"), { timeout: 3_000 }).toContain("radio off");
    await setFlag(database.db, "radioEnabled", true);
  });

  it("drops pages on another process's notice alone (what publicContentChanged sends there)", async () => {
    expect(await text("/")).toContain("followers 0");
    // Another process follows: its row commits here, its notice arrives here; no local call is made.
    await database.db.execute(sql`INSERT INTO dj_follows (user_id, dj_profile_id) VALUES (${fan.id}, ${dj.id})`);
    expect(await text("/")).toContain("followers 0");
    await database.db.execute(sql`SELECT pg_notify('booth_public_changes', 'djs')`);
    await expect.poll(() => text("/"), { timeout: 3_000 }).toContain("followers 1");
    await unfollowDj(database.db, fan.id, dj.slug);
  });
});

/** The track ids of a DJ's tracklist of an event, in order (what the editor posts back). */
async function listTracklistRows(eventUuid: string): Promise<string[]> {
  const draft = await getTracklistDraft(database.db, eventUuid, dj.id);
  return draft?.tracks.map((t) => t.id) ?? [];
}
