import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import {
  djMediaPlays,
  djProfileViewKeys,
  djProfileViews,
  djShareEvents,
  djSocialClicks,
  djWhatsappConnects,
  userActivities,
} from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import { recordMediaPlay } from "~server/domain/dj-activity/record-media-play.server";
import { recordProfileView } from "~server/domain/dj-activity/record-profile-view.server";
import { recordShareEvent } from "~server/domain/dj-activity/record-share-event.server";
import { recordSocialClick } from "~server/domain/dj-activity/record-social-click.server";
import { recordWhatsappConnect } from "~server/domain/dj-activity/record-whatsapp-connect.server";
import { handleDjActivityBeacon } from "~server/http/dj-activity-beacon.server";
import { createProfileViewBuffer } from "~server/http/profile-view-buffer.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const UA = "Mozilla/5.0 (iPhone) Safari/605";
const guest = { userId: null, userAgent: UA };

const view = (slug: string, extra: Partial<Parameters<typeof recordProfileView>[2]> = {}) => ({
  slug,
  referrer: "https://www.instagram.com/",
  country: "DE",
  utmSource: "ig",
  utmMedium: "social",
  utmCampaign: "spring-tour",
  viewId: null,
  ...extra,
});

async function activitiesFor(slug: string) {
  return database.db.select().from(userActivities).where(eq(userActivities.targetId, slug));
}

describe("DJ activity records", () => {
  it("a profile view stores referrer, user agent, country and UTM fields, plus a user activity without IP", async () => {
    const dj = await seedDj(database.db);
    expect(await recordProfileView(database.db, guest, view(dj.slug))).toBe(true);
    const [row] = await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug));
    expect(row).toMatchObject({
      referrer: "https://www.instagram.com/",
      userAgent: UA,
      country: "DE",
      utmSource: "ig",
      utmMedium: "social",
      utmCampaign: "spring-tour",
      viewKey: null,
    });
    const [activity] = await activitiesFor(dj.slug);
    expect(activity).toMatchObject({
      userId: null,
      activityType: "dj_profile_view",
      targetId: dj.slug,
      ipAddress: null,
      userAgent: UA,
      metadata: { referrer: "https://www.instagram.com/", utm_source: "ig", country: "DE" },
    });
  });

  it("duplicate views (same tab, DJ and hour) are tolerated silently and stored once", async () => {
    const dj = await seedDj(database.db);
    const at = new Date("2026-05-01T21:15:00Z");
    const input = view(dj.slug, { viewId: "tab-1234567890" });
    expect(await recordProfileView(database.db, guest, input, at)).toBe(true);
    expect(await recordProfileView(database.db, guest, input, new Date("2026-05-01T21:59:00Z"))).toBe(false);
    expect(await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug))).toHaveLength(1);
    expect(await activitiesFor(dj.slug)).toHaveLength(1);
    // The next hour is a new view.
    expect(await recordProfileView(database.db, guest, input, new Date("2026-05-01T22:01:00Z"))).toBe(true);
  });

  it("a view whose key is already held (another process stored it a moment earlier) is tolerated", async () => {
    const dj = await seedDj(database.db);
    const at = new Date("2026-05-02T10:00:00Z");
    await database.db.insert(djProfileViewKeys).values({ viewKey: `tab-abcdefgh:${dj.slug}:2026-05-02T10` });
    await expect(recordProfileView(database.db, guest, view(dj.slug, { viewId: "tab-abcdefgh" }), at)).resolves.toBe(
      false,
    );
    expect(await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug))).toHaveLength(0);
  });

  it("social clicks store the platform in lowercase; shares, WhatsApp connects and media plays their fields", async () => {
    const dj = await seedDj(database.db);
    const user = await seedUser(database.db);
    const actor = { userId: user.id, userAgent: UA };
    await recordSocialClick(database.db, actor, { slug: dj.slug, platform: "SoundCloud" });
    await recordShareEvent(database.db, actor, { slug: dj.slug, platform: "copy_link" });
    await recordWhatsappConnect(database.db, actor, { slug: dj.slug });
    await recordMediaPlay(database.db, actor, {
      slug: dj.slug,
      mediaType: "soundcloud",
      mediaUrl: "https://soundcloud.com/x/y",
    });
    const [click] = await database.db.select().from(djSocialClicks).where(eq(djSocialClicks.djSlug, dj.slug));
    expect(click.platform).toBe("soundcloud");
    const [share] = await database.db.select().from(djShareEvents).where(eq(djShareEvents.djSlug, dj.slug));
    expect(share.platform).toBe("copy_link");
    expect(
      await database.db.select().from(djWhatsappConnects).where(eq(djWhatsappConnects.djSlug, dj.slug)),
    ).toHaveLength(1);
    const [play] = await database.db.select().from(djMediaPlays).where(eq(djMediaPlays.djSlug, dj.slug));
    expect(play).toMatchObject({ mediaType: "soundcloud", mediaUrl: "https://soundcloud.com/x/y" });

    const activities = await activitiesFor(dj.slug);
    expect(activities.map((a) => a.activityType).sort()).toEqual([
      "dj_media_play",
      "dj_share",
      "dj_social_click",
      "dj_whatsapp_connect",
    ]);
    for (const a of activities) expect(a).toMatchObject({ userId: user.id, ipAddress: null, userAgent: UA });
    expect(activities.find((a) => a.activityType === "dj_social_click")?.metadata).toEqual({ platform: "soundcloud" });
    expect(activities.find((a) => a.activityType === "dj_media_play")?.metadata).toEqual({
      media_type: "soundcloud",
      media_url: "https://soundcloud.com/x/y",
    });
  });

  it("nothing is written for a slug without a DJ profile", async () => {
    const slug = `nobody-${randomUUID().slice(0, 8)}`;
    expect(await recordProfileView(database.db, guest, view(slug))).toBe(false);
    expect(await recordSocialClick(database.db, guest, { slug, platform: "instagram" })).toBe(false);
    expect(await recordShareEvent(database.db, guest, { slug, platform: "native" })).toBe(false);
    expect(await recordWhatsappConnect(database.db, guest, { slug })).toBe(false);
    expect(
      await recordMediaPlay(database.db, guest, { slug, mediaType: "youtube", mediaUrl: "https://youtu.be/x" }),
    ).toBe(false);
    expect(await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, slug))).toHaveLength(0);
    expect(await database.db.select().from(djSocialClicks).where(eq(djSocialClicks.djSlug, slug))).toHaveLength(0);
    expect(await activitiesFor(slug)).toHaveLength(0);
  });

  it("an invalid slug (empty, not a string, bad format) is refused with 'Invalid DJ slug provided'", async () => {
    for (const slug of ["", "  ", "Bad Slug", "../etc", 42 as unknown as string, null as unknown as string]) {
      const click = recordSocialClick(database.db, guest, { slug, platform: "instagram" });
      await expectAppError(click, "invalid_input", "Invalid DJ slug provided");
      await expectAppError(
        recordProfileView(database.db, guest, view(slug)),
        "invalid_input",
        "Invalid DJ slug provided",
      );
    }
  });
});

describe("POST /api/dj-activity handler", () => {
  let ipCounter = 0;
  function post(body: unknown, options: { userId?: string | null; headers?: Record<string, string> } = {}) {
    ipCounter++;
    const request = new Request("http://localhost/api/dj-activity", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA, ...options.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return handleDjActivityBeacon(request, {
      database,
      clientIp: `10.1.0.${ipCounter}`,
      countryHeader: "cf-ipcountry",
      resolveUserId: async () => options.userId ?? null,
    });
  }

  it("records a view with the country from the trusted header and the signed-in user's id; answers 204", async () => {
    const dj = await seedDj(database.db);
    const user = await seedUser(database.db);
    const res = await post(
      { kind: "view", slug: dj.slug, referrer: "https://google.com/", utmSource: null, viewId: "tab-zzzzzzzz" },
      { userId: user.id, headers: { "cf-ipcountry": "nl" } },
    );
    expect(res.status).toBe(204);
    const [row] = await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug));
    expect(row).toMatchObject({ country: "NL", referrer: "https://google.com/", utmSource: null });
    const [activity] = await activitiesFor(dj.slug);
    expect(activity).toMatchObject({ userId: user.id, ipAddress: null });
    // The same tab again: still 204, nothing new.
    const again = await post({ kind: "view", slug: dj.slug, viewId: "tab-zzzzzzzz" }, { userId: user.id });
    expect(again.status).toBe(204);
    expect(await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug))).toHaveLength(1);
  });

  it("batched views (as the app stores them): the city from CITY_HEADER, one row per tab and hour within and across batches, unknown DJs dropped", async () => {
    const dj = await seedDj(database.db);
    const buffer = createProfileViewBuffer(database.db, { delayMs: 5 });
    const send = (viewId: string, headers: Record<string, string>, slug = dj.slug) =>
      handleDjActivityBeacon(
        new Request("http://localhost/api/dj-activity", {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": UA, ...headers },
          body: JSON.stringify({ kind: "view", slug, viewId }),
        }),
        {
          database,
          clientIp: `10.3.0.${++ipCounter}`,
          countryHeader: "cf-ipcountry",
          cityHeader: "cf-ipcity",
          viewBuffer: buffer,
          resolveUserId: async () => null,
        },
      );
    expect((await send("tab-city0001", { "cf-ipcity": "  São   Paulo ", "cf-ipcountry": "BR" })).status).toBe(204);
    expect((await send("tab-city0001", { "cf-ipcity": "São Paulo" })).status).toBe(204);
    expect((await send("tab-city0002", { "cf-ipcity": "--" })).status).toBe(204);
    expect((await send("tab-city0003", {}, `ghost-${randomUUID().slice(0, 8)}`)).status).toBe(204);
    await buffer.flush();
    expect((await send("tab-city0001", { "cf-ipcity": "Berlin" })).status).toBe(204);
    await buffer.flush();
    const stored = await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug));
    expect(stored.map((r) => `${r.city}/${r.country}`).sort()).toEqual(["São Paulo/BR", "null/null"]);
    expect(await activitiesFor(dj.slug)).toHaveLength(2);
    expect(buffer.pending).toBe(0);
  });

  it("overload: a full view queue answers 503 with Retry-After, and every view answered 204 is stored", async () => {
    const dj = await seedDj(database.db);
    // Nothing is written until flush(): the writer is "behind" and the queue holds at most 5 views.
    const buffer = createProfileViewBuffer(database.db, { delayMs: 60_000, maxRows: 1_000, maxPending: 5 });
    const send = (viewId: string) =>
      handleDjActivityBeacon(
        new Request("http://localhost/api/dj-activity", {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": UA },
          body: JSON.stringify({ kind: "view", slug: dj.slug, viewId }),
        }),
        {
          database,
          clientIp: `10.4.0.${++ipCounter}`,
          countryHeader: undefined,
          viewBuffer: buffer,
          resolveUserId: async () => null,
        },
      );
    const acknowledged: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const tab = `tab-full000${i}`;
      const res = await send(tab);
      if (res.status === 204) acknowledged.push(tab);
      else {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("2");
      }
    }
    expect(acknowledged).toHaveLength(5);
    await buffer.flush();
    const stored = await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug));
    expect(stored.map((r) => r.viewKey?.split(":")[0]).sort()).toEqual(acknowledged.sort());
    // Once written, the queue takes views again.
    expect((await send("tab-full0009")).status).toBe(204);
    await buffer.flush();
    expect(await database.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug))).toHaveLength(6);
  });

  it("answers 400 'Invalid DJ slug provided' for a bad slug and 400 for unknown platforms or junk", async () => {
    for (const slug of ["", 7, "UPPER", undefined]) {
      const res = await post({ kind: "social_click", slug, platform: "instagram" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Invalid DJ slug provided" });
    }
    const dj = await seedDj(database.db);
    const unknownPlatform = await post({ kind: "social_click", slug: dj.slug, platform: "myspace" });
    expect(unknownPlatform.status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ kind: "teleport", slug: dj.slug })).status).toBe(400);
    expect(await database.db.select().from(djSocialClicks).where(eq(djSocialClicks.djSlug, dj.slug))).toHaveLength(0);
  });

  it("answers 204 for an unknown DJ without writing, and 413 for an oversized body", async () => {
    const slug = `ghost-${randomUUID().slice(0, 8)}`;
    expect((await post({ kind: "whatsapp_connect", slug })).status).toBe(204);
    expect(await activitiesFor(slug)).toHaveLength(0);
    const big = await post({ kind: "view", slug, referrer: "x".repeat(5000) });
    expect(big.status).toBe(413);
  });

  it("limits one client address to 120 beacons a minute", async () => {
    const dj = await seedDj(database.db);
    const send = () =>
      handleDjActivityBeacon(
        new Request("http://localhost/api/dj-activity", {
          method: "POST",
          body: JSON.stringify({ kind: "share", slug: dj.slug, platform: "native" }),
        }),
        { database, clientIp: "10.9.9.9", countryHeader: undefined, resolveUserId: async () => null },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
