import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./api-cursor";
import { API_MAX_OFFSET, nextCursor, readListQuery } from "./api-query";

const EVENT_FILTERS = ["when", "city", "genre"] as const;
const read = (query: string) => readListQuery("events", new URLSearchParams(query), EVENT_FILTERS);

describe("public API cursors", () => {
  it("round-trips an offset within its scope and refuses it in another", () => {
    const cursor = encodeCursor({ scope: "events?city=Berlin", offset: 40 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, "events?city=Berlin")).toEqual({ ok: true, offset: 40 });
    expect(decodeCursor(cursor, "events?city=Lisbon")).toEqual({ ok: false, reason: "foreign" });
    expect(decodeCursor(cursor, "djs?city=Berlin")).toEqual({ ok: false, reason: "foreign" });
  });

  it("calls anything else malformed", () => {
    for (const text of ["", "!!", "abc", btoa('[1,-4,"00000000"]'), btoa("{}"), "x".repeat(600)]) {
      expect(decodeCursor(text, "events?")).toEqual({ ok: false, reason: "malformed" });
    }
  });
});

describe("public API list queries", () => {
  it("takes the list's filters and the paging parameters, canonically scoped", () => {
    const reading = read("genre=House&city=Berlin&limit=5");
    expect(reading).toMatchObject({
      ok: true,
      query: { limit: 5, offset: 0, scope: "events?city=Berlin&genre=House" },
    });
    if (reading.ok) expect(reading.query.filters.get("city")).toBe("Berlin");
    expect(read("")).toMatchObject({ ok: true, query: { limit: 20, offset: 0 } });
  });

  it("refuses unknown and repeated parameters and limits outside 1…100", () => {
    for (const query of ["colour=red", "city=a&city=b", "limit=0", "limit=101", "limit=10000", "limit=1.5", "limit="]) {
      const reading = read(query);
      expect(reading.ok, query).toBe(false);
      if (!reading.ok) expect(reading.problem).toMatchObject({ status: 400, title: "Bad request" });
    }
    expect(read("limit=100").ok).toBe(true);
  });

  it("pages with the cursor it made, and only with those filters", () => {
    const first = read("city=Berlin&limit=2");
    if (!first.ok) throw new Error("refused");
    const cursor = nextCursor(first.query, 5) as string;
    expect(read(`city=Berlin&limit=2&cursor=${cursor}`)).toMatchObject({ ok: true, query: { offset: 2 } });
    expect(read(`city=Lisbon&cursor=${cursor}`)).toMatchObject({
      ok: false,
      problem: { detail: expect.stringContaining("another list") },
    });
    expect(nextCursor({ scope: "x", offset: 3, limit: 2 }, 5)).toBeNull();
    expect(nextCursor({ scope: "x", offset: API_MAX_OFFSET - 20, limit: 20 }, API_MAX_OFFSET * 2)).toBeNull();
  });
});
