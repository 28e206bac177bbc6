import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { webVitalSamples } from "~server/db/schema";
import { listWebVitalsP75 } from "~server/domain/vitals/list-web-vitals-p75.server";
import { recordWebVital } from "~server/domain/vitals/record-web-vital.server";
import { handleWebVitalBeacon } from "~server/http/web-vitals-beacon.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("web vitals p75 per route", () => {
  it("aggregates the last 30 days per route and metric", async () => {
    const db = database.db;
    for (const value of [100, 200, 300, 400]) await recordWebVital(db, { route: "routes/home", metric: "TTFB", value });
    await recordWebVital(db, { route: "routes/home", metric: "CLS", value: 0.02 });
    await recordWebVital(db, { route: "routes/dj-profile", metric: "LCP", value: 1800 });
    // An old sample is outside the window.
    await db
      .insert(webVitalSamples)
      .values({ route: "routes/home", metric: "TTFB", value: 9000, createdAt: new Date(Date.now() - 31 * 86_400_000) });

    const rows = await listWebVitalsP75(db);
    expect(rows).toEqual([
      { route: "routes/dj-profile", metric: "LCP", p75: 1800, samples: 1 },
      { route: "routes/home", metric: "CLS", p75: 0.02, samples: 1 },
      { route: "routes/home", metric: "TTFB", p75: 325, samples: 4 },
    ]);
  });

  it("the beacon stores a valid measurement and refuses anything else", async () => {
    const post = (body: unknown) =>
      handleWebVitalBeacon(new Request("http://localhost/api/vitals", { method: "POST", body: JSON.stringify(body) }), {
        database,
        clientIp: "203.0.113.9",
      });
    expect((await post({ route: "routes/news", metric: "INP", value: 120 })).status).toBe(204);
    expect((await post({ route: "/news?email=a@b.c", metric: "INP", value: 120 })).status).toBe(400);
    expect((await post({ route: "routes/news", metric: "INP", value: 120, ip: "1.2.3.4" })).status).toBe(400);
    const rows = await listWebVitalsP75(database.db);
    expect(rows.filter((r) => r.route === "routes/news")).toEqual([
      { route: "routes/news", metric: "INP", p75: 120, samples: 1 },
    ]);
  });

  it("stores a page view's metrics from one beacon", async () => {
    const response = await handleWebVitalBeacon(
      new Request("http://localhost/api/vitals", {
        method: "POST",
        body: JSON.stringify({ route: "routes/venues", metrics: { TTFB: 90, FCP: 400, CLS: 0.01 } }),
      }),
      { database, clientIp: "203.0.113.10" },
    );
    expect(response.status).toBe(204);
    const rows = await listWebVitalsP75(database.db);
    expect(rows.filter((r) => r.route === "routes/venues")).toEqual([
      { route: "routes/venues", metric: "CLS", p75: 0.01, samples: 1 },
      { route: "routes/venues", metric: "FCP", p75: 400, samples: 1 },
      { route: "routes/venues", metric: "TTFB", p75: 90, samples: 1 },
    ]);
  });

  it("takes the page views of a club's shared address, and drops the excess without an error status", async () => {
    const post = (body: string) =>
      handleWebVitalBeacon(new Request("http://localhost/api/vitals", { method: "POST", body }), {
        database,
        clientIp: "198.51.100.77",
      });
    // Hundreds of people behind one Wi-Fi, a page or two a minute each (bad bodies count against the limit too).
    for (let i = 0; i < 599; i++) expect((await post("not json")).status).toBe(400);
    const last = await post(JSON.stringify({ route: "routes/shared-wifi", metrics: { TTFB: 80 } }));
    expect(last.status).toBe(204);
    expect(last.headers.get("X-Beacon-Dropped")).toBeNull();
    // Over the limit: dropped, but a 2xx, so the visitor's browser logs no error for it.
    const over = await post(JSON.stringify({ route: "routes/shared-wifi", metrics: { TTFB: 81 } }));
    expect(over.status).toBe(204);
    expect(over.headers.get("X-Beacon-Dropped")).toBe("rate-limited");
    const rows = await listWebVitalsP75(database.db);
    expect(rows.filter((r) => r.route === "routes/shared-wifi")).toEqual([
      { route: "routes/shared-wifi", metric: "TTFB", p75: 80, samples: 1 },
    ]);
  });
});
