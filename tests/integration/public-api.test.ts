import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { compileErrors, dereference, validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { createAuth } from "~server/auth/auth.server";
import { publicContentChanged } from "~server/cache/public-changes.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import {
  seedDj,
  seedEvent,
  seedNews,
  seedNewsCategory,
  seedProductionLine,
  seedVenue,
} from "~server/db/seed/factories.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { createPublicApiFastPath } from "~server/http/public-api-fast-path.server";
import { createApiReadLimit } from "~server/limits/api-read-limit.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The public read-only API (decision 061), on both engines: the pages' visibility rules through the pages' domain
 * reads, strict queries with problem+json refusals, opaque cursors, the area switches, CORS and no cookies, ETags
 * and 304s, the RateLimit headers and their 429, and the fast path that holds answers until a public change.
 */
const ORIGIN = "https://booth.example";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-api-")), PUBLIC_URL: ORIGIN });
const mailer = { kind: "files" as const, send: async () => {} };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};
const CITY = "Apitown, Portugal";
const DAY = 24 * 3600 * 1000;

let database: Database;
let app: ReturnType<typeof createApp>;

/** The app with no pages, on this file's database, with the given public API limit. */
const appWith = (apiLimit: ReturnType<typeof createApiReadLimit>) =>
  createApp({
    config,
    database,
    build: noPages,
    mode: "production",
    auth: createAuth(config, database, mailer),
    mailer,
    apiLimit,
  });
let djSlug = "";
let hiddenDjSlug = "";
let draftEventId = "";
let pastEventId = "";
let upcomingIds: string[] = [];
let bookerSlug = "";
let gridOffSlug = "";
let venueSlug = "";
let lineSlug = "";
let venueNightId = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  for (const flag of ["eventsPageEnabled", "venuesEnabled", "productionLinesEnabled", "newsEnabled", "newsPageEnabled"])
    await setFlag(db, flag, true);
  const dj = await seedDj(db, { displayName: "Api Resident", location: "Apiville", genres: ["Apicore"] });
  djSlug = dj.slug;
  hiddenDjSlug = (await seedDj(db, { displayName: "Api Pending", verificationStatus: "none", location: "Apiville" }))
    .slug;
  await seedDj(db, { displayName: "Api Inactive", active: false, location: "Apiville" });
  upcomingIds = [];
  for (let i = 1; i <= 3; i++) {
    const event = await seedEvent(db, {
      eventName: `Api Night ${i}`,
      location: CITY,
      eventDate: new Date(Date.now() + i * DAY),
      lineupDjs: [dj],
    });
    upcomingIds.push(event.eventId);
  }
  draftEventId = (await seedEvent(db, { eventName: "Api Draft", location: CITY, status: "draft", lineupDjs: [dj] }))
    .eventId;
  await seedEvent(db, { eventName: "Api Pending", location: CITY, status: "pending" });
  pastEventId = (
    await seedEvent(db, {
      eventName: "Api Past",
      location: CITY,
      eventDate: new Date(Date.now() - 3 * DAY),
      lineupDjs: [dj],
    })
  ).eventId;
  const booker = await seedDj(db, { displayName: "Api Booker", location: "Berlin, Germany", bookingEnabled: true });
  bookerSlug = booker.slug;
  gridOffSlug = (
    await seedDj(db, {
      displayName: "Api Private",
      bookingEnabled: true,
      availabilityGrid: false,
      location: "Elsewhere",
    })
  ).slug;
  await seedEvent(db, {
    eventName: "Api Booked",
    location: "Berlin, Germany",
    eventDate: new Date(Date.now() + 5 * DAY),
    lineupDjs: [booker],
  });
  const hall = await seedVenue(db, { name: "Api Hall", city: "Apiville" });
  venueSlug = hall.slug ?? "";
  await seedVenue(db, { name: "Api Closed", city: "Apiville", isActive: false });
  const series = await seedProductionLine(db, { name: "Api Series" });
  lineSlug = series.slug;
  // A night at the venue, of the line (outside CITY, so the event lists above keep their counts).
  venueNightId = (
    await seedEvent(db, {
      eventName: "Api Hall Night",
      location: "Apiville",
      venueId: hall.id,
      productionLineId: series.id,
      eventDate: new Date(Date.now() + 2 * DAY),
    })
  ).eventId;
  await seedEvent(db, {
    eventName: "Api Hall Draft",
    location: "Apiville",
    venueId: hall.id,
    productionLineId: series.id,
    status: "draft",
  });
  await seedProductionLine(db, { name: "Api Gone", isActive: false });
  const category = await seedNewsCategory(db, { name: "Api Notes", slug: "api-notes" });
  await seedNews(db, { title: "Api Published", slug: "api-published", categoryId: category.id });
  await seedNews(db, { title: "Api Draft", slug: "api-draft", published: false, categoryId: category.id });
  await seedNews(db, {
    title: "Api Later",
    slug: "api-later",
    publishDate: new Date(Date.now() + 10 * DAY),
    categoryId: category.id,
  });
  await seedNews(db, { title: "Api Deleted", slug: "api-deleted", deletedAt: new Date(), categoryId: category.id });
  app = appWith(createApiReadLimit(config.apiRateLimit));
});
afterAll(async () => {
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>[]; total: number; nextCursor: string | null };
};

async function expectProblem(url: string, status: number, detail?: RegExp) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: expect.stringContaining("/developers#problem-") });
  expect(typeof body.title).toBe("string");
  if (detail) expect(body.detail).toMatch(detail);
}

describe("public API lists", () => {
  it("lists only public DJs, with the directory's filters", async () => {
    const page = await json("/api/v1/djs?city=Apiville");
    expect(page.data.map((d) => d.slug)).toEqual([djSlug]);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ verification: "verified", url: `${ORIGIN}/dj/${djSlug}` });
    expect((await json("/api/v1/djs?genre=Apicore")).data.map((d) => d.slug)).toEqual([djSlug]);
  });

  it("lists published events only and pages them with opaque cursors", async () => {
    const first = await json(`/api/v1/events?city=${encodeURIComponent(CITY)}&limit=2`);
    expect(first.total).toBe(3);
    expect(first.data.map((e) => e.eventId)).toEqual(upcomingIds.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json(
      `/api/v1/events?city=${encodeURIComponent(CITY)}&limit=2&cursor=${first.nextCursor as string}`,
    );
    expect(second.data.map((e) => e.eventId)).toEqual(upcomingIds.slice(2));
    expect(second.nextCursor).toBeNull();
    const past = await json(`/api/v1/events?city=${encodeURIComponent(CITY)}&when=past`);
    expect(past.data.map((e) => e.eventId)).toEqual([pastEventId]);
    expect(JSON.stringify([first, second, past])).not.toMatch(/Api Draft|Api Pending/);
  });

  it("lists active venues and production lines, and published news", async () => {
    const venues = await json("/api/v1/venues?city=Apiville");
    expect(venues.data.map((v) => v.name)).toEqual(["Api Hall"]);
    const lines = await json("/api/v1/productions?q=Api");
    expect(lines.data.map((l) => l.name)).toEqual(["Api Series"]);
    const news = await json("/api/v1/news?category=api-notes");
    expect(news.data.map((n) => n.slug)).toEqual(["api-published"]);
  });

  it("gives a DJ's upcoming and past gigs", async () => {
    const upcoming = await json(`/api/v1/djs/${djSlug}/gigs`);
    expect(upcoming.data.map((e) => e.eventId)).toEqual(upcomingIds);
    const past = await json(`/api/v1/djs/${djSlug}/gigs?when=past`);
    expect(past.data.map((e) => e.eventId)).toEqual([pastEventId]);
  });

  it("gives a venue's and a production line's upcoming events, never a draft", async () => {
    const atVenue = await json(`/api/v1/venues/${venueSlug}/events`);
    expect(atVenue.data.map((e) => e.eventId)).toEqual([venueNightId]);
    expect(atVenue.data[0]).toMatchObject({ url: `${ORIGIN}/events/${venueNightId}`, timeZone: expect.any(String) });
    const ofLine = await json(`/api/v1/productions/${lineSlug}/events?limit=1`);
    expect(ofLine.data.map((e) => e.eventId)).toEqual([venueNightId]);
    expect((await json(`/api/v1/venues/${venueSlug}/events?when=past`)).data).toEqual([]);
    expect(JSON.stringify([atVenue, ofLine])).not.toMatch(/Api Hall Draft/);
    await expectProblem("/api/v1/venues/nowhere/events", 404);
    await expectProblem("/api/v1/productions/nobody/events", 404);
    await expectProblem(`/api/v1/venues/${venueSlug}/events?when=soon`, 400, /"when"/);
  });
});

describe("public API details", () => {
  it("gives a DJ's free and busy days only where the DJ page shows the grid, never why", async () => {
    const res = await get(`/api/v1/djs/${bookerSlug}/availability`);
    expect(res.status).toBe(200);
    const grid = (await res.json()) as { timeZone: string; from: string; to: string; busy: string[] };
    expect(Object.keys(grid).sort()).toEqual(["busy", "from", "timeZone", "to"]);
    expect(grid.busy.length).toBeGreaterThan(0);
    for (const day of grid.busy) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day >= grid.from && day <= grid.to).toBe(true);
    }
    await expectProblem(`/api/v1/djs/${gridOffSlug}/availability`, 404, /does not show/);
    await expectProblem(`/api/v1/djs/${djSlug}/availability`, 404, /does not show/);
    await expectProblem(`/api/v1/djs/${hiddenDjSlug}/availability`, 404);
  });

  it("answers a public DJ, event, venue, production line and article by slug or event_id", async () => {
    const dj = (await (await get(`/api/v1/djs/${djSlug}`)).json()) as Record<string, unknown>;
    expect(dj).toMatchObject({ slug: djSlug, name: "Api Resident", links: { soundcloud: expect.any(String) } });
    expect(dj).not.toHaveProperty("realName");
    const event = (await (await get(`/api/v1/events/${upcomingIds[0]}`)).json()) as Record<string, unknown>;
    expect(event).toMatchObject({ eventId: upcomingIds[0], status: "published", lineup: [{ djSlug }] });
    expect((await get("/api/v1/venues/api-hall")).status).toBe(404); // seedVenue adds a suffix to a given name
    const venues = await json("/api/v1/venues?city=Apiville");
    expect((await get(`/api/v1/venues/${venues.data[0].slug}`)).status).toBe(200);
    const lines = await json("/api/v1/productions?q=Api");
    expect((await get(`/api/v1/productions/${lines.data[0].slug}`)).status).toBe(200);
    const article = (await (await get("/api/v1/news/api-published")).json()) as Record<string, unknown>;
    expect(article).toMatchObject({ slug: "api-published", bodyHtml: expect.any(String) });
  });

  it("is a 404 problem for what the pages hide and for unknown slugs", async () => {
    await expectProblem(`/api/v1/djs/${hiddenDjSlug}`, 404);
    await expectProblem("/api/v1/djs/nobody-here", 404);
    await expectProblem(`/api/v1/events/${draftEventId}`, 404);
    await expectProblem("/api/v1/news/api-draft", 404);
    await expectProblem("/api/v1/news/api-later", 404);
    await expectProblem("/api/v1/news/api-deleted", 404);
    await expectProblem("/api/v1/news?category=nope", 404);
    await expectProblem("/api/v1/nothing", 404);
  });
});

describe("public API refusals", () => {
  it("refuses unknown filters, bad limits and malformed or foreign cursors with a 400 problem", async () => {
    await expectProblem("/api/v1/events?colour=red", 400, /Unknown parameter "colour"/);
    await expectProblem("/api/v1/events?limit=0", 400, /limit/);
    await expectProblem("/api/v1/events?limit=10000", 400, /limit/);
    await expectProblem("/api/v1/events?limit=abc", 400, /limit/);
    await expectProblem("/api/v1/events?city=a&city=b", 400, /more than once/);
    await expectProblem("/api/v1/events?cursor=not-a-cursor!", 400, /not a cursor/);
    await expectProblem("/api/v1/events?cursor=eyJ4IjoxfQ", 400, /not a cursor/);
    const first = await json(`/api/v1/events?city=${encodeURIComponent(CITY)}&limit=1`);
    await expectProblem(`/api/v1/events?city=Elsewhere&limit=1&cursor=${first.nextCursor}`, 400, /another list/);
    await expectProblem(`/api/v1/djs?cursor=${first.nextCursor}`, 400, /another list/);
    await expectProblem(`/api/v1/djs/${djSlug}?x=1`, 400, /no query parameters/);
    const post = await app.request("/api/v1/events", { method: "POST" });
    expect(post.status).toBe(400);
  });

  it("answers a switched-off area with a 404 problem", async () => {
    await setFlag(database.db, "venuesEnabled", false);
    try {
      await expectProblem("/api/v1/venues", 404, /switched off/);
    } finally {
      await setFlag(database.db, "venuesEnabled", true);
    }
    expect((await get("/api/v1/venues")).status).toBe(200);
  });
});

describe("public API headers", () => {
  it("lets any origin read, sets and reads no cookie, and gives 304 to a matching If-None-Match", async () => {
    const res = await get("/api/v1/djs", { cookie: "better-auth.session_token=whatever; other=1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const etag = res.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/api/v1/djs", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get("/api/v1/djs", { "if-none-match": '"other"' })).status).toBe(200);
    const preflight = await app.request("/api/v1/djs", { method: "OPTIONS", headers: { origin: "https://x.test" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/If-None-Match/);
  });

  it("counts each address against its limit with the RateLimit headers, then refuses with 429", async () => {
    const limited = appWith(createApiReadLimit(2));
    const first = await limited.request("/api/v1/djs");
    expect(first.headers.get("ratelimit-limit")).toBe("2");
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(first.headers.get("ratelimit-policy")).toBe("2;w=60");
    expect((await limited.request("/api/v1/djs")).headers.get("ratelimit-remaining")).toBe("0");
    const refused = await limited.request("/api/v1/djs");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("public API fast path", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const limit = createApiReadLimit(1000);
    const fastApp = appWith(limit);
    const fastPath = createPublicApiFastPath({
      fetch: (request, env) => fastApp.fetch(request, env),
      limit,
      trustedProxies: [],
    });
    const listener = getRequestListener(fastApp.fetch);
    server = createServer((req, res) => {
      if (!fastPath.handle(req, res)) void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("holds an answer until a public change, with 304s and per-request RateLimit headers", async () => {
    const url = `${base}/api/v1/events?city=${encodeURIComponent(CITY)}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") as string;
    const firstBody = await first.text();
    const second = await fetch(url);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("access-control-allow-origin")).toBe("*");
    expect(second.headers.get("content-security-policy")).not.toMatch(/nonce/);
    expect(Number(second.headers.get("ratelimit-remaining"))).toBe(
      Number(first.headers.get("ratelimit-remaining")) - 1,
    );
    const notModified = await fetch(url, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ratelimit-limit")).toBe("1000");
    // A write no one announced stays unseen until the public change (or the 5 s backstop)…
    await seedEvent(database.db, {
      eventName: "Api Late Addition",
      location: CITY,
      eventDate: new Date(Date.now() + DAY / 2),
    });
    expect(await (await fetch(url)).text()).toBe(firstBody);
    // …and the one invalidation drops it.
    await publicContentChanged(database.db, "events");
    const after = await fetch(url);
    expect(await after.text()).toContain("Api Late Addition");
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(200);
    const problem = await fetch(`${base}/api/v1/events?bogus=1`);
    expect(problem.status).toBe(400);
    expect(problem.headers.get("ratelimit-limit")).toBe("1000");
  });
});

/**
 * The contract: the OpenAPI document at /api/v1/openapi.json is valid OpenAPI 3.1, and every endpoint's real answers
 * (found, refused, missing, not modified) match what it documents for that path, status and content type. Object
 * schemas are checked closed here (a field the document does not name fails), though the document leaves them open
 * so that v1 clients accept the fields later versions add.
 */
describe("the OpenAPI contract", () => {
  type Schema = Record<string, unknown>;
  type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
  let document: { paths: Record<string, { get: Operation }> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  function closed(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(closed);
    if (!schema || typeof schema !== "object") return schema;
    const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
    if (copy.type === "object" && copy.properties && copy.additionalProperties === undefined)
      copy.additionalProperties = false;
    return copy;
  }

  /** What the document says against a real answer: [] when it matches. */
  async function departures(url: string, res: Response, body?: unknown): Promise<string[]> {
    const pathname = new URL(url, "http://x").pathname;
    const entry = Object.entries(document.paths).find(([template]) =>
      new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(pathname),
    );
    if (!entry) return [`${pathname} is not in the document`];
    const response = entry[1].get.responses[String(res.status)];
    if (!response) return [`${res.status} is not documented for ${entry[0]}`];
    const type = res.headers.get("content-type")?.split(";")[0] ?? "";
    if (!response.content) return res.status === 304 ? [] : [`${res.status} of ${entry[0]} has no documented body`];
    const media = response.content[type];
    if (!media) return [`${type} is not documented for ${res.status} of ${entry[0]}`];
    const validate = ajv.compile(closed(media.schema) as Schema);
    if (validate(body ?? (await res.json()))) return [];
    return (validate.errors ?? []).map((e) => `${entry[0]} ${res.status}: ${e.instancePath} ${e.message}`);
  }

  beforeAll(async () => {
    const res = await get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const raw = await res.json();
    const result = await validate(structuredClone(raw));
    expect(result.valid ? [] : compileErrors(result)).toEqual([]);
    document = (await dereference(raw)) as unknown as typeof document;
  });

  it("documents OpenAPI 3.1 with every endpoint", () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/djs",
        "/djs/{slug}",
        "/djs/{slug}/availability",
        "/djs/{slug}/gigs",
        "/events",
        "/events/{event_id}",
        "/news",
        "/news/{slug}",
        "/productions",
        "/productions/{slug}",
        "/productions/{slug}/events",
        "/venues",
        "/venues/{slug}",
        "/venues/{slug}/events",
      ].map((p) => `/api/v1${p}`),
    );
  });

  it("matches every endpoint's real answers: found, paged, refused, missing and not modified", async () => {
    const venues = await json("/api/v1/venues?city=Apiville");
    const lines = await json("/api/v1/productions?q=Api");
    const firstPage = await json(`/api/v1/events?city=${encodeURIComponent(CITY)}&limit=1`);
    const urls = [
      "/api/v1/djs",
      "/api/v1/djs?city=Apiville&sort=az&limit=1",
      `/api/v1/djs/${djSlug}`,
      `/api/v1/djs/${djSlug}/gigs`,
      `/api/v1/djs/${djSlug}/gigs?when=past`,
      `/api/v1/djs/${bookerSlug}/availability`,
      `/api/v1/djs/${gridOffSlug}/availability`,
      `/api/v1/djs/${hiddenDjSlug}/gigs`,
      "/api/v1/events",
      `/api/v1/events?city=${encodeURIComponent(CITY)}&limit=1&cursor=${firstPage.nextCursor}`,
      `/api/v1/events/${upcomingIds[0]}`,
      `/api/v1/events/${draftEventId}`,
      "/api/v1/venues",
      `/api/v1/venues/${venues.data[0].slug}`,
      "/api/v1/venues/nowhere",
      `/api/v1/venues/${venueSlug}/events`,
      `/api/v1/venues/${venueSlug}/events?when=past&limit=1`,
      "/api/v1/venues/nowhere/events",
      "/api/v1/productions",
      `/api/v1/productions/${lines.data[0].slug}`,
      "/api/v1/productions/nobody",
      `/api/v1/productions/${lineSlug}/events`,
      `/api/v1/productions/${lineSlug}/events?colour=red`,
      "/api/v1/news",
      "/api/v1/news/api-published",
      "/api/v1/news/api-draft",
      "/api/v1/djs?colour=red",
      "/api/v1/events?limit=0",
      "/api/v1/venues?cursor=bad",
      "/api/v1/productions?limit=101",
      "/api/v1/news?x=1",
      `/api/v1/djs/${djSlug}/gigs?when=soon`,
      `/api/v1/news/api-published?x=1`,
    ];
    const found: string[] = [];
    for (const url of urls) {
      const res = await get(url);
      found.push(...(await departures(url, res)));
      const etag = res.headers.get("etag");
      if (res.status === 200 && etag) {
        const again = await get(url, { "if-none-match": etag });
        expect(again.status).toBe(304);
        found.push(...(await departures(url, again)));
      }
    }
    expect(found).toEqual([]);
  });

  it("fails an answer that departs from the document", async () => {
    const res = await get(`/api/v1/events/${upcomingIds[0]}`);
    const body = (await res.clone().json()) as Record<string, unknown>;
    const { url: _url, ...missing } = body;
    expect(await departures(`/api/v1/events/${upcomingIds[0]}`, res.clone(), { ...body, secret: 1 })).not.toEqual([]);
    expect(await departures(`/api/v1/events/${upcomingIds[0]}`, res.clone(), missing)).not.toEqual([]);
    expect(await departures(`/api/v1/events/${upcomingIds[0]}`, res.clone(), { ...body, status: "draft" })).not.toEqual(
      [],
    );
    expect(await departures(`/api/v1/events/${upcomingIds[0]}`, res.clone(), body)).toEqual([]);
  });
});

/** oEmbed (decision 061): our DJ and event pages only, never fetched; the embed views alone may be framed. */
describe("oEmbed and the embed views", () => {
  const oembed = (url: string, extra = "") => get(`/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);

  it("answers a rich oEmbed for a public DJ and event, sized within maxwidth and maxheight", async () => {
    const dj = await oembed(`${ORIGIN}/dj/${djSlug}`);
    expect(dj.status).toBe(200);
    expect(dj.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await dj.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Api Resident",
      provider_name: "Booth",
      provider_url: ORIGIN,
      width: 400,
      height: 480,
      thumbnail_url: `${ORIGIN}/art/dj/${djSlug}.webp`,
      thumbnail_width: 640,
      thumbnail_height: 640,
    });
    expect(body.html).toContain(`src="${ORIGIN}/embed/dj/${djSlug}"`);
    const event = (await (
      await oembed(`${ORIGIN}/events/${upcomingIds[0]}`, "&maxwidth=300&maxheight=200")
    ).json()) as Record<string, unknown>;
    expect(event).toMatchObject({ type: "rich", title: "Api Night 1", width: 300, height: 200 });
    expect(event.html).toContain(`/embed/events/${upcomingIds[0]}`);
  });

  it("refuses other formats, foreign and hidden pages with problems", async () => {
    expect((await get(`/oembed?url=${encodeURIComponent(`${ORIGIN}/dj/${djSlug}`)}&format=xml`)).status).toBe(501);
    expect((await get("/oembed?format=json")).status).toBe(400);
    for (const url of [
      `https://evil.example/dj/${djSlug}`,
      `${ORIGIN}/dj/${hiddenDjSlug}`,
      `${ORIGIN}/events/${draftEventId}`,
      `${ORIGIN}/venues/anything`,
    ]) {
      const res = await oembed(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  it("serves the embed views with frame headers of their own, and keeps DENY everywhere else", async () => {
    const view = await get(`/embed/dj/${djSlug}`, { cookie: "booth.session_token=x" });
    expect(view.status).toBe(200);
    expect(view.headers.get("x-frame-options")).toBeNull();
    expect(view.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(view.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'");
    expect(view.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(view.headers.getSetCookie()).toEqual([]);
    const html = await view.text();
    expect(html).toContain("Api Resident");
    expect(html).toContain("Api Night 1");
    expect(html).not.toContain("<script");
    const event = await get(`/embed/events/${upcomingIds[0]}`);
    expect(await event.text()).toContain("Api Night 1");
    expect((await get(`/embed/events/${draftEventId}`)).status).toBe(404);
    expect((await get(`/embed/dj/${hiddenDjSlug}`)).status).toBe(404);
    const elsewhere = await get("/api/v1/djs");
    expect(elsewhere.headers.get("x-frame-options")).toBe("DENY");
    expect((await get("/robots.txt")).headers.get("x-frame-options")).toBe("DENY");
  });
});

/** The gig widget (decision 061): a module any site may load, in CORS mode, with the API it reads. */
describe("the gig widget script", () => {
  it("is served to any origin as a cacheable module, compressed, with a 304 for its ETag", async () => {
    const res = await get("/embed/gigs.js", { "accept-encoding": "gzip", origin: "https://dj.example" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.getSetCookie()).toEqual([]);
    const gzipped = new Uint8Array(await res.arrayBuffer());
    expect(gzipped.byteLength).toBeLessThanOrEqual(6 * 1024);
    const plain = await get("/embed/gigs.js", { "accept-encoding": "identity" });
    const source = await plain.text();
    expect(source).toContain('customElements.define("booth-gigs"');
    expect(source).toContain("const BRAND = ");
    const again = await get("/embed/gigs.js", { "if-none-match": plain.headers.get("etag") as string });
    expect(again.status).toBe(304);
  });
});
