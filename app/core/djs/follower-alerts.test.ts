import { describe, expect, it } from "vitest";
import { retryDelayMs } from "~/core/site/jobs";
import {
  digestDay,
  digestSubject,
  isFeedToken,
  nextDigestAt,
  type PendingAlert,
  parseUnsubscribeToken,
  planDigest,
  unsubscribePath,
} from "./follower-alerts";

const NOW = new Date("2026-11-26T09:00:00Z");
const DAY = 86_400_000;

function alert(
  id: string,
  kind: PendingAlert["kind"],
  event: Partial<PendingAlert["event"]> = {},
  because = ["DJ A"],
): PendingAlert {
  return {
    alertId: id,
    kind,
    because,
    event: {
      id: "e1",
      eventId: "night-2026-12-01",
      name: "Night",
      status: "published",
      startsAt: new Date(NOW.getTime() + 5 * DAY),
      endsAt: null,
      timeZone: "Europe/London",
      venue: null,
      location: null,
      ...event,
    },
  };
}

describe("digest timing", () => {
  it("is due at 09:00 UTC: today before nine, tomorrow from nine on", () => {
    expect(nextDigestAt(new Date("2026-11-26T08:59:59Z")).toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(nextDigestAt(new Date("2026-11-26T09:00:00Z")).toISOString()).toBe("2026-11-27T09:00:00.000Z");
    expect(nextDigestAt(new Date("2026-12-31T23:00:00Z")).toISOString()).toBe("2027-01-01T09:00:00.000Z");
    expect(digestDay(new Date("2026-11-27T09:00:00Z"))).toBe("2026-11-27");
  });

  it("retries with a growing delay, capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe("planDigest", () => {
  it("groups several events into one digest, soonest first, each with why", () => {
    const plan = planDigest(
      [
        alert("a1", "published", { id: "e1", name: "Later", startsAt: new Date(NOW.getTime() + 9 * DAY) }),
        alert("a2", "published", { id: "e2", name: "Sooner", startsAt: new Date(NOW.getTime() + 2 * DAY) }, ["Line X"]),
      ],
      new Set(),
      NOW,
    );
    expect(plan.items.map((i) => i.event.name)).toEqual(["Sooner", "Later"]);
    expect(plan.items[0].because).toEqual(["Line X"]);
    expect(plan.sentIds.sort()).toEqual(["a1", "a2"]);
    expect(plan.skippedIds).toEqual([]);
  });

  it("folds a new date into an announcement still queued, and merges the reasons", () => {
    const plan = planDigest([alert("a1", "published"), alert("a2", "date_changed", {}, ["DJ B"])], new Set(), NOW);
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0].kind).toBe("published");
    expect(plan.items[0].because).toEqual(["DJ A", "DJ B"]);
    expect(plan.sentIds.sort()).toEqual(["a1", "a2"]);
  });

  it("tells a cancellation only to people who heard of the event; announced-and-cancelled is no news", () => {
    const cancelled = { status: "cancelled" };
    const told = planDigest([alert("c1", "cancelled", cancelled)], new Set(["e1"]), NOW);
    expect(told.items.map((i) => i.kind)).toEqual(["cancelled"]);
    const never = planDigest(
      [alert("p1", "published", cancelled), alert("c1", "cancelled", cancelled)],
      new Set(),
      NOW,
    );
    expect(never.items).toEqual([]);
    expect(never.skippedIds.sort()).toEqual(["c1", "p1"]);
  });

  it("skips events that are over or no longer public", () => {
    const over = planDigest([alert("a1", "published", { startsAt: new Date(NOW.getTime() - DAY) })], new Set(), NOW);
    expect(over.skippedIds).toEqual(["a1"]);
    const draft = planDigest([alert("a1", "published", { status: "draft" })], new Set(), NOW);
    expect(draft.skippedIds).toEqual(["a1"]);
    const running = planDigest(
      [
        alert("a1", "date_changed", {
          startsAt: new Date(NOW.getTime() - 3600_000),
          endsAt: new Date(NOW.getTime() + 3600_000),
        }),
      ],
      new Set(["e1"]),
      NOW,
    );
    expect(running.items.map((i) => i.kind)).toEqual(["date_changed"]);
  });

  it("names the one item in the subject, or counts them", () => {
    const item = (kind: PendingAlert["kind"]) => ({ kind, event: alert("x", kind).event, because: [] });
    expect(digestSubject([item("published")])).toBe("New event: Night");
    expect(digestSubject([item("date_changed")])).toBe("New date: Night");
    expect(digestSubject([item("cancelled")])).toBe("Cancelled: Night");
    expect(digestSubject([item("published"), item("cancelled")])).toBe(
      "2 updates from the DJs and production lines you follow",
    );
  });
});

describe("tokens", () => {
  it("accepts only 43-character base64url feed tokens", () => {
    expect(isFeedToken("a".repeat(43))).toBe(true);
    expect(isFeedToken("a".repeat(42))).toBe(false);
    expect(isFeedToken(`${"a".repeat(42)}/`)).toBe(false);
    expect(isFeedToken("../../etc/passwd")).toBe(false);
  });

  it("parses unsubscribe tokens as user id and signature, refusing anything else", () => {
    const sig = "s".repeat(43);
    expect(parseUnsubscribeToken(`user_123.${sig}`)).toEqual({ userId: "user_123", signature: sig });
    expect(parseUnsubscribeToken(`.${sig}`)).toBeNull();
    expect(parseUnsubscribeToken("user_123")).toBeNull();
    expect(parseUnsubscribeToken(`user 1.${sig}`)).toBeNull();
    expect(parseUnsubscribeToken(`user.${sig.slice(1)}`)).toBeNull();
    expect(parseUnsubscribeToken(`${"u".repeat(300)}.${sig}`)).toBeNull();
    expect(unsubscribePath(`u.${sig}`)).toBe(`/alerts/unsubscribe/u.${sig}`);
  });
});
