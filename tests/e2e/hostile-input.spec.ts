import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, request, test } from "@playwright/test";
import fc from "fast-check";
import { authStateFile } from "./fixtures/auth";
import { dataChangingApiRoutes, routesWithActions } from "./fixtures/write-endpoints";
import { E2E_SERVERS } from "./servers";

/**
 * Hostile input: a property-based corpus fired at every form action and every data-changing
 * /api endpoint, as a guest and as an admin (who passes every guard, so the payload reaches the validation behind
 * it). Each payload is invalid for ANY field of ANY form — a value PostgreSQL cannot store (U+0000), values over
 * every length limit, files where text belongs, structured JSON where a form is expected, or bytes that are no
 * form at all — so the only right answer is a refusal: never a 5xx, never a 2xx, and afterwards every table is
 * exactly as it was (row counts and checksums through the E2E_HOOKS checksum endpoint).
 * @exclusive: the whole site's data is compared before and after, so nothing else may write meanwhile.
 */
const baseURL = E2E_SERVERS.default.url;
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
/** Tables whose rows move with any visit: who is signed in (sessions are touched as they are used). */
const VOLATILE_TABLES = new Set(["sessions"]);
/** Field names the forms and endpoints read (and a few they never do), so payloads hit real fields. */
const FIELDS = [
  "intent",
  "id",
  "slug",
  "name",
  "email",
  "password",
  "newPassword",
  "token",
  "displayName",
  "stageName",
  "bio",
  "description",
  "title",
  "content",
  "message",
  "city",
  "country",
  "date",
  "startTime",
  "timeZone",
  "eventDate",
  "eventType",
  "budgetRange",
  "lineup",
  "status",
  "role",
  "userId",
  "flag",
  "enabled",
  "capacity",
  "venueType",
  "ticketsUrl",
  "url",
  "amount",
  "note",
  "reply",
  "query",
  "position",
  "djSlug",
  "kind",
  "visitorId",
  "preferences",
  "metric",
  "value",
  "route",
  "callbackURL",
  "provider",
  "__proto__",
  "constructor",
];

const fieldNames = fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 4 });
/** Text around the NUL: unicode edges (surrogates, bidi overrides, zero widths, combining marks) and injections. */
const edgeText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "\u202e\u200b\ufeff",
    "e\u0301\u0301\u0301",
    "👩‍👩‍👧‍👦",
    "\ud800",
    "NaN",
    "-1e309",
    "{{7*7}}",
    "%00",
  ),
);
const withNul = fc.tuple(edgeText, edgeText).map(([a, b]) => `${a}\u0000${b}`);
/**
 * Over every field limit (the longest, an article body, stops at 200 KB), yet each value stays under 450 KB once
 * form-encoded, so two of them fit the 1 MiB body limit (a larger body is refused before it is read).
 */
const oversized = fc
  .tuple(fc.constantFrom("x", "é", "🎧", "\u202e", "e\u0301", "𝄞"), fc.integer({ min: 210_000, max: 280_000 }))
  .map(([unit, length]) => {
    const fit = Math.floor(450_000 / encodeURIComponent(unit).length);
    return unit.repeat(Math.min(Math.ceil(length / unit.length), fit));
  });

type Payload =
  | { kind: "nul form"; fields: Record<string, string> }
  | { kind: "nul json"; fields: Record<string, string> }
  | { kind: "oversized form"; fields: Record<string, string> }
  | { kind: "files for text"; fields: string[] }
  | { kind: "json for a form"; json: unknown }
  | { kind: "bytes"; bytes: Buffer };

const record = (values: fc.Arbitrary<string>, max = 4) =>
  fc
    .uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: max })
    .chain((names) =>
      fc.tuple(...names.map(() => values)).map((v) => Object.fromEntries(names.map((n, i) => [n, v[i]]))),
    );

const payloads: fc.Arbitrary<Payload> = fc.oneof(
  record(withNul).map((fields) => ({ kind: "nul form" as const, fields })),
  record(withNul).map((fields) => ({ kind: "nul json" as const, fields })),
  record(oversized, 2).map((fields) => ({ kind: "oversized form" as const, fields })),
  fieldNames.map((fields) => ({ kind: "files for text" as const, fields })),
  fc
    .record({ intent: fc.anything(), name: fc.anything(), id: fc.array(fc.anything(), { maxLength: 3 }) })
    .map((json) => ({ kind: "json for a form" as const, json: { ...json, nested: { deeper: [json] } } })),
  fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((b) => ({ kind: "bytes" as const, bytes: Buffer.from(b) })),
);

/** Lone surrogates become U+FFFD, as a browser's URL encoding makes them (String#toWellFormed is ES2024). */
function wellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

function freshIp(): Record<string, string> {
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

async function send(context: APIRequestContext, path: string, payload: Payload): Promise<APIResponse> {
  // One connection per payload: a refusal sent before a large body is read closes its connection (413), and a
  // client that reused that socket for the next payload would see a reset that is not the next payload's answer.
  const headers = { origin: baseURL, connection: "close", ...freshIp() };
  const options = { maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 };
  switch (payload.kind) {
    case "nul form":
    case "oversized form":
      return context.post(path, { ...options, headers, form: payload.fields });
    case "nul json":
      return context.post(path, {
        ...options,
        headers: { ...headers, "content-type": "application/json" },
        data: payload.fields,
      });
    case "files for text":
      return context.post(path, {
        ...options,
        headers,
        multipart: Object.fromEntries(
          payload.fields.map((name) => [
            name,
            { name: "x.bin", mimeType: "application/octet-stream", buffer: randomBytes(64) },
          ]),
        ),
      });
    case "json for a form":
      return context.post(path, {
        ...options,
        headers: { ...headers, "content-type": "application/json" },
        data: JSON.stringify(payload.json, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
      });
    case "bytes":
      return context.post(path, {
        ...options,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        data: payload.bytes,
      });
  }
}

/** A page that links to `prefix` + an id gives that id. */
async function firstId(context: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await context.get(page)).text();
  const id = pattern.exec(html)?.[1];
  expect(id, `an id on ${page} (${pattern})`).toBeTruthy();
  return id as string;
}

async function checksums(): Promise<Map<string, string>> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.get("/api/test/checksums", { timeout: 120_000 });
    expect(response.status()).toBe(200);
    const tables = (await response.json()) as { table: string; rows: number; sha256: string }[];
    return new Map(tables.filter((t) => !VOLATILE_TABLES.has(t.table)).map((t) => [t.table, `${t.rows} ${t.sha256}`]));
  } finally {
    await api.dispose();
  }
}

test("every form action and /api endpoint refuses hostile payloads with a 3xx/4xx, parameterised reads never answer 5xx, and nothing changes @exclusive", async () => {
  test.setTimeout(900_000);
  const admin = await request.newContext({ baseURL, storageState: await authStateFile(baseURL, "admin") });
  const guest = await request.newContext({ baseURL });
  try {
    const params: Record<string, string> = {
      ":inquiryId": await firstId(admin, "/admin/bookings?status=all", /\/admin\/bookings\/([0-9a-f-]{36})/),
      ":articleId": await firstId(admin, "/admin/news", /\/admin\/news\/([0-9a-f-]{36})\/edit/),
      ":messageId": await firstId(admin, "/admin/support", /\/admin\/support\/([0-9a-f-]{36})/),
      ":eventId": await firstId(admin, "/admin/events", /\/admin\/events\/([^/"?]+)\/edit/),
      ":venueSlug": await firstId(admin, "/venues", /href="\/venues\/([a-z0-9-]+)"/),
      ":token": randomBytes(32).toString("hex"),
    };
    const production = await firstId(admin, "/productions", /href="\/production\/([a-z0-9-]+)"/);
    const concrete = (pattern: string): string => {
      if (pattern === "*") return "/no-such-page-here";
      if (pattern === "/api/*") return "/api/no-such-endpoint";
      let path = pattern.replace(/:[A-Za-z]+/g, (name) => params[name] ?? name);
      if (path.includes(":slug")) {
        const slug = path.startsWith("/dj/")
          ? "nadia-voss"
          : path.startsWith("/venues/")
            ? params[":venueSlug"]
            : path.startsWith("/events/")
              ? params[":eventId"]
              : production;
        path = path.replace(":slug", slug);
      }
      return path;
    };
    // The auth API answers only the endpoints a browser needs (server/limits/rate-limit.server.ts): each of those
    // that takes a body. The e2e-only alerts hook and sign-out (which needs no input) are not targets.
    const auth = [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/send-verification-email",
    ];
    const targets = [
      ...routesWithActions().filter((p) => p !== "/sign-out"),
      // Not the test hooks: alerts-send sends mail, read-faults would slow or stop the server's page reads.
      ...dataChangingApiRoutes().filter(
        (p) => p !== "/api/auth/*" && p !== "/api/test/alerts-send" && p !== "/api/test/read-faults",
      ),
    ]
      .map(concrete)
      .concat(auth);

    // The admin's alert settings row is written on the first visit of either page (decision 028); a refused POST
    // renders the page too, so make that first visit now, before the "before" picture.
    for (const page of ["/following", "/profile-settings"]) expect((await admin.get(page)).status()).toBe(200);
    const before = await checksums();
    const failures: string[] = [];
    for (const [who, context] of [
      ["guest", guest],
      ["admin", admin],
    ] as const) {
      for (const path of targets) {
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            const response = await send(context, path, payload);
            const status = response.status();
            if (status < 300 || status >= 500) {
              const body = (await response.text()).slice(0, 200).replace(/\s+/g, " ");
              failures.push(`${who} POST ${path} (${payload.kind}) → ${status}: ${body}`);
            }
          }),
          { numRuns: RUNS },
        );
      }
      expect(
        (await admin.get("/api/auth/get-session").then((r) => r.json())) as unknown,
        "the admin is still signed in",
      ).toMatchObject({ user: { email: expect.any(String) } });
    }
    // The reads that take parameters: any value (NUL and unicode edges included) is answered, never with a 5xx.
    const reads = [
      "/?genre=",
      "/?city=",
      "/search?q=",
      "/events?city=",
      "/venues?q=",
      "/productions?q=",
      "/news?category=",
      "/tracks?q=",
    ];
    for (const read of [...reads, "/api/search/suggestions?q="]) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(withNul, edgeText), async (value) => {
          // A lone surrogate cannot be percent-encoded; a browser sends it as U+FFFD, and so does this.
          const response = await guest.get(`${read}${encodeURIComponent(wellFormed(value))}`, {
            maxRedirects: 0,
            failOnStatusCode: false,
            headers: { connection: "close", ...freshIp() },
          });
          if (response.status() >= 500) failures.push(`GET ${read}${JSON.stringify(value)} → ${response.status()}`);
        }),
        { numRuns: RUNS * 2 },
      );
    }
    // Bytes no browser sends: a UTF-8 surrogate, an overlong NUL, a lone 0xFF and a cut-off sequence.
    for (const read of reads) {
      for (const raw of ["%ED%A0%80", "%C0%80", "%FF", "%E0%A4%A", "%00"]) {
        const response = await guest.get(`${read}${raw}`, { maxRedirects: 0, failOnStatusCode: false });
        if (response.status() >= 500) failures.push(`GET ${read}${raw} → ${response.status()}`);
      }
    }
    expect(failures, "hostile payloads answered with a 2xx or a 5xx").toEqual([]);
    const after = await checksums();
    const changed = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
    expect(changed, "tables changed by refused payloads").toEqual([]);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  } finally {
    await admin.dispose();
    await guest.dispose();
  }
});
