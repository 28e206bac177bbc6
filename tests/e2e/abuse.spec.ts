import { type APIRequestContext, expect, test } from "@playwright/test";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

/**
 * Bad input and abuse against the real server : malformed JSON, oversized bodies,
 * cross-site posts, spoofed X-Forwarded-For, a burst of wrong passwords → a clear 4xx/429, nothing changed.
 * These trip the per-IP sign-in limit, so they run on their own server ("abuse") and in order; they are
 * HTTP-only, so one browser project is enough.
 */
test.use({ baseURL: E2E_SERVERS.abuse.url });
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "HTTP-only: the desktop project runs it");

const ORIGIN = E2E_SERVERS.abuse.url;
const EVIL = "https://evil.example";
const ONE_MIB = 1024 * 1024;
const DEMO_USER = "fan@booth.test";
/** Retry-After of the last refused attempt: the next tests wait it out. */
let lastRetryAfterS = 60;

async function expectServerHealthy(request: APIRequestContext) {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
}

async function signIn(
  request: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { Origin: ORIGIN, ...headers },
  });
}

test("20 rapid wrong passwords from one IP (each claiming another X-Forwarded-For) → 401 ×9, then 429 with Retry-After from the 10th", async ({
  request,
}) => {
  const statuses: number[] = [];
  let firstLimited = -1;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const res = await signIn(request, DEMO_USER, `wrong password ${attempt}`, {
      "X-Forwarded-For": `203.0.113.${attempt}`,
      "X-Real-IP": `198.51.100.${attempt}`,
    });
    statuses.push(res.status());
    lastRetryAfterS = Number(res.headers()["retry-after"] ?? 0);
    if (res.status() === 429) {
      if (firstLimited < 0) firstLimited = attempt;
      const retryAfter = Number(res.headers()["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await res.json()).toMatchObject({ code: "RATE_LIMITED" });
    } else {
      expect(res.status(), `attempt ${attempt}`).toBe(401);
    }
  }
  // First in this file, on a server nobody else signs in to: the budget is untouched, so the 10th is refused.
  expect(firstLimited, statuses.join(",")).toBe(10);
  // Once limited, every later attempt stays limited.
  expect(
    statuses.slice(firstLimited - 1).every((s) => s === 429),
    statuses.join(","),
  ).toBe(true);
});

test("spoofed client-address headers do not reset the sign-in limiter, for any email", async ({ request }) => {
  const spoofs: Record<string, string>[] = [
    { "X-Forwarded-For": "198.51.100.23" },
    { "X-Forwarded-For": "127.0.0.2, 10.0.0.1" },
    { "X-Real-IP": "192.0.2.44" },
    { Forwarded: "for=192.0.2.60;proto=https" },
    { "X-Booth-Client-Ip": "192.0.2.77" },
    { "CF-Connecting-IP": "192.0.2.99", "True-Client-IP": "192.0.2.98" },
  ];
  for (const headers of spoofs) {
    const known = await signIn(request, DEMO_USER, E2E_PASSWORD, headers);
    expect(known.status(), JSON.stringify(headers)).toBe(429);
    expect(known.headers()["retry-after"]).toBeTruthy();
    const unknown = await signIn(request, `ghost-${Date.now().toString(36)}@booth.test`, "whatever it is", headers);
    expect(unknown.status(), JSON.stringify(headers)).toBe(429);
  }
  // Limited requests never reached better-auth: no session cookie was handed out.
  const state = await request.storageState();
  expect(state.cookies.filter((c) => /session_token$/.test(c.name))).toEqual([]);
  await expectServerHealthy(request);
});

test("the limit lifts after Retry-After, and the account is unchanged by the burst", async ({ request }) => {
  test.setTimeout(120_000);
  await new Promise((resolve) => setTimeout(resolve, (lastRetryAfterS + 1) * 1000));
  const res = await signIn(request, DEMO_USER, E2E_PASSWORD);
  expect(res.status()).toBe(200);
  expect((await res.json()).user).toMatchObject({ email: DEMO_USER });
  const state = await request.storageState();
  expect(state.cookies.some((c) => /session_token$/.test(c.name))).toBe(true);
});

test("malformed JSON to sign-in answers a JSON 4xx and the server keeps serving", async ({ request }) => {
  for (const body of ['{"email": "fan@booth.test", "password": ', "[1, 2", "\u0000\u0001garbage"]) {
    const res = await request.post("/api/auth/sign-in/email", {
      data: body,
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    expect(res.status(), body).toBeGreaterThanOrEqual(400);
    expect(res.status(), body).toBeLessThan(500);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toBeTruthy();
  }
  // Well-formed JSON of the wrong shape is refused the same way.
  const wrongShape = await request.post("/api/auth/sign-in/email", {
    data: { email: ["fan@booth.test"], password: { $ne: "" } },
    headers: { Origin: ORIGIN },
  });
  expect(wrongShape.status()).toBe(400);
  await expectServerHealthy(request);
});

test("a body over 1 MiB is refused with 413, on the auth API and on page actions", async ({ request }) => {
  const big = "x".repeat(ONE_MIB + 1);
  // The server answers 413 without reading the body and then drops the connection; a client that reused
  // that keep-alive socket would see a reset instead of the answer, so each oversized post gets its own.
  const close = { Connection: "close" };
  const api = await request.post("/api/auth/sign-up/email", {
    data: JSON.stringify({ email: "big@booth.test", password: big, name: "Big" }),
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...close },
  });
  expect(api.status()).toBe(413);
  expect(await api.json()).toMatchObject({ error: "Payload Too Large" });

  const page = await request.post("/profile", {
    data: `name=${big}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...close },
  });
  expect(page.status()).toBe(413);

  // Just under the limit is not a 413 (whatever the endpoint then says about the content).
  const under = await request.post("/api/auth/sign-up/email", {
    data: `{"email":"under@booth.test","name":"${"y".repeat(ONE_MIB - 200)}"}`,
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
  });
  expect(under.status()).not.toBe(413);
  await expectServerHealthy(request);
});

test("cross-site form posts are refused with 403 and create nothing", async ({ request }) => {
  const email = `csrf-${Date.now().toString(36)}@booth.test`;
  const password = "a long enough passphrase 42";

  const formSignUp = await request.post("/api/auth/sign-up/email", {
    form: { email, password, name: "Cross Site" },
    headers: { Origin: EVIL },
  });
  expect(formSignUp.status()).toBe(403);
  const jsonSignUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "Cross Site" },
    headers: { Origin: EVIL },
  });
  expect(jsonSignUp.status()).toBe(403);
  // Browsers that send no Origin still say where the request came from.
  const fetchSiteOnly = await request.post("/api/auth/sign-up/email", {
    form: { email, password, name: "Cross Site" },
    headers: { "Sec-Fetch-Site": "cross-site" },
  });
  expect(fetchSiteOnly.status()).toBe(403);
  const nullOrigin = await request.post("/api/auth/sign-up/email", {
    form: { email, password, name: "Cross Site" },
    headers: { Origin: "null" },
  });
  expect(nullOrigin.status()).toBe(403);

  // Our own page actions are covered too.
  for (const path of ["/profile", "/edit-profile", "/complete-profile", "/login"]) {
    const res = await request.post(path, { form: { name: "Hijacked" }, headers: { Origin: EVIL } });
    expect(res.status(), path).toBe(403);
  }
  // A look-alike of our origin is still another site.
  const lookAlike = await request.post("/api/auth/sign-up/email", {
    form: { email, password, name: "Cross Site" },
    headers: { Origin: `${ORIGIN}.evil.example` },
  });
  expect(lookAlike.status()).toBe(403);

  // Nothing was created: with the right password, that email fails exactly like an unknown one
  // (an unverified account would say "verify your email" instead).
  const asCreated = await signIn(request, email, password);
  const unknown = await signIn(request, `nobody-${Date.now().toString(36)}@booth.test`, password);
  expect(asCreated.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  expect((await asCreated.json()).code).toBe((await unknown.json()).code);

  // Control: the same sign-up from our own origin goes through.
  const sameSite = await request.post("/api/auth/sign-up/email", {
    data: { email: `ok-${email}`, password, name: "Same Site" },
    headers: { Origin: ORIGIN },
  });
  expect(sameSite.status()).toBe(200);
});
