import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerCalendarFeed, publicFeedOf } from "~server/adapters/calendar-feed-response.server";
import { HELD_READ_TTL_MS } from "~server/cache/held-reads.server";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { seedDj, seedEvent } from "~server/db/seed/factories.server";
import { loadCalendarFeed } from "~server/domain/calendar/load-calendar-feed.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { createCalendarFeedFastPath, FEED_REFRESH_AHEAD_MS } from "~server/http/calendar-feed-fast-path.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The calendar-feed fast path (decision 027, "Calendar feeds") answers public feeds before Hono from answers made once per
 * feed: the same bytes, validators and encodings as the app's route, a public change seen on the next request, and
 * a write no one announced seen within HELD_READ_TTL_MS, without sending a busy feed back through the app.
 */
const ORIGIN = "http://feeds.test";
let database: Database;
let server: Server;
let base = "";

beforeAll(async () => {
  database = await createTestDatabase();
  await setFlag(database.db, "eventsPageEnabled", true);
  await getFlags(database.db); // the fast path only answers with the flags in memory, as after any page
  const fastPath = createCalendarFeedFastPath({ db: database.db, origin: ORIGIN });
  server = createServer((req, res) => {
    if (fastPath.handle(req, res)) return;
    // What routes/calendar-feed.ts answers, marked so the test sees who answered.
    const found = publicFeedOf(req.url ?? "");
    if (!found) return void res.writeHead(404).end();
    void getFlags(database.db).then(async (flags) => {
      const answer = await answerCalendarFeed({
        db: database.db,
        flags,
        gates: found.gates,
        selection: found.selection,
        origin: ORIGIN,
        headers: { get: (name) => req.headers[name] as string | undefined },
      });
      res.writeHead(answer.status, { ...answer.headers, "X-Answered-By": "app" });
      res.end(answer.body ?? undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  fast: boolean;
}

/** A request with its raw (still encoded) body decoded here, so the test sees which encoding was sent. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const plain = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: plain.toString("utf8"),
          fast: res.headers["x-answered-by"] !== "app",
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** Asks until the fast path answers (a first request fills it in the background). */
async function fromFastPath(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  for (let i = 0; i < 200; i++) {
    const answer = await get(path, headers);
    if (answer.fast) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the fast path never answered ${path}`);
}

describe("calendar feed fast path", () => {
  it("answers what the app answers: bytes, ETag, encodings by Accept-Encoding, 304s", async () => {
    const dj = await seedDj(database.db, { verificationStatus: "verified" });
    await seedEvent(database.db, { eventName: "Fast Feed Night", lineupDjs: [dj] });
    await publicContentChanged(database.db, "events");
    const path = `/dj/${dj.slug}/events.ics`;
    const app = await get(path, { "accept-encoding": "gzip, br" });
    expect(app.fast).toBe(false);
    expect(app.text).toContain("SUMMARY:Fast Feed Night");

    const br = await fromFastPath(path, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(app.text);
    expect(br.headers.etag).toBe(app.headers.etag);
    expect(br.headers["last-modified"]).toBe(app.headers["last-modified"]);
    expect(br.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const gzip = await get(path, { "accept-encoding": "br;q=0, gzip" });
    expect([gzip.fast, gzip.headers["content-encoding"], gzip.text]).toEqual([true, "gzip", app.text]);
    const plain = await get(path);
    expect([plain.fast, plain.headers["content-encoding"], plain.text]).toEqual([true, undefined, app.text]);
    const again = await get(path, { "if-none-match": String(br.headers.etag) });
    expect([again.fast, again.status, again.text]).toEqual([true, 304, ""]);
    const since = await get(path, { "if-modified-since": String(br.headers["last-modified"]) });
    expect([since.fast, since.status]).toEqual([true, 304]);
  });

  it("shows an announced change on the next request", async () => {
    const dj = await seedDj(database.db, { verificationStatus: "verified" });
    const event = await seedEvent(database.db, { eventName: "Soon Cancelled", lineupDjs: [dj] });
    await publicContentChanged(database.db, "events");
    const path = `/dj/${dj.slug}/events.ics`;
    await get(path);
    expect((await fromFastPath(path)).text).toContain("STATUS:CONFIRMED");
    await database.db.update(mateEvents).set({ status: "cancelled" }).where(eq(mateEvents.id, event.id));
    await publicContentChanged(database.db, "events");
    const next = await get(path);
    expect(next.text).toContain("STATUS:CANCELLED");
    expect(next.text).not.toContain("STATUS:CONFIRMED");
  });

  it("reads a busy feed again before it expires, so an unannounced write shows within the backstop", async () => {
    const dj = await seedDj(database.db, { verificationStatus: "verified" });
    const event = await seedEvent(database.db, { eventName: "Quiet Write Night", lineupDjs: [dj] });
    await publicContentChanged(database.db, "events");
    const path = `/dj/${dj.slug}/events.ics`;
    // The clock stops before the feed is first held, so the jump below lands inside the refresh window however long
    // the first reads took on a busy machine (a real second between them once put it past the expiry).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await get(path);
    const first = await fromFastPath(path);
    // A write from outside the app: no notice.
    await database.db.update(mateEvents).set({ eventName: "Quiet Write Renamed" }).where(eq(mateEvents.id, event.id));
    expect((await get(path)).text).toBe(first.text);
    // In the feed's last FEED_REFRESH_AHEAD_MS the held copy is still sent, and read again behind it.
    vi.setSystemTime(Date.now() + HELD_READ_TTL_MS - FEED_REFRESH_AHEAD_MS + 10);
    const during = await get(path);
    expect([during.fast, during.text]).toEqual([true, first.text]);
    let seen: Raw | null = null;
    for (let i = 0; i < 200 && !seen; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const answer = await get(path);
      if (answer.text.includes("SUMMARY:Quiet Write Renamed")) seen = answer;
    }
    expect(seen?.fast).toBe(true);
    expect(seen?.headers.etag).not.toBe(first.headers.etag);
  });

  it("keeps the compressed copies when a rebuild is identical", async () => {
    const dj = await seedDj(database.db, { verificationStatus: "verified" });
    await seedEvent(database.db, { eventName: "Same Again Night", lineupDjs: [dj] });
    const selection = { kind: "dj" as const, slug: dj.slug };
    const first = await loadCalendarFeed(database.db, selection, ORIGIN);
    const same = await loadCalendarFeed(database.db, selection, ORIGIN, first);
    expect(same?.etag).toBe(first?.etag);
    expect(same?.brotli).toBe(first?.brotli);
    expect(same?.gzip).toBe(first?.gzip);
    expect(same?.readAt).toBeGreaterThanOrEqual(first?.readAt ?? Number.POSITIVE_INFINITY);
    await database.db
      .update(mateEvents)
      .set({ eventName: "Different Night" })
      .where(eq(mateEvents.eventName, "Same Again Night"));
    const changed = await loadCalendarFeed(database.db, selection, ORIGIN, first);
    expect(changed?.etag).not.toBe(first?.etag);
    expect(brotliDecompressSync(changed!.brotli).toString()).toContain("SUMMARY:Different Night");
  });
});
