import { describe, expect, it } from "vitest";
import { EVENT_ID_PATTERN, eventIdBase, firstFreeEventId, isEventId } from "./event-id";
import {
  addDays,
  dayHeading,
  describeEventTime,
  EVENT_MAX_PAGE,
  EVENT_STATUSES,
  eventDayWindow,
  eventEnd,
  eventFlyerUrl,
  eventFlyerUrlAt,
  eventsSearch,
  eventThumbUrl,
  flyerDate,
  formatEventDate,
  googleCalendarUrl,
  groupEventsByDay,
  hasActiveEventFilters,
  hasPublicEventPage,
  isEventStatus,
  isListedEvent,
  isSearchableEvent,
  isValidTimeZone,
  localDateOf,
  localTimeOf,
  parseEventFilters,
  safeTicketUrl,
  zonedDateTime,
} from "./events";

describe("event statuses", () => {
  it("knows the four statuses and nothing else", () => {
    expect(EVENT_STATUSES).toEqual(["draft", "pending", "published", "cancelled"]);
    expect(isEventStatus("published")).toBe(true);
    expect(isEventStatus("deleted")).toBe(false);
    expect(isEventStatus(undefined)).toBe(false);
  });

  it("lists and searches published events only; cancelled ones keep their page", () => {
    const table = EVENT_STATUSES.map((s) => [s, hasPublicEventPage(s), isListedEvent(s), isSearchableEvent(s)]);
    expect(table).toEqual([
      ["draft", false, false, false],
      ["pending", false, false, false],
      ["published", true, true, true],
      ["cancelled", true, false, false],
    ]);
  });
});

describe("event_id", () => {
  it("is the slugified name and the local date in the event's time zone", () => {
    // 23:30 UTC on 1 May is already 2 May in Berlin and still 1 May in New York.
    const at = new Date("2026-05-01T23:30:00Z");
    expect(eventIdBase("Nachtwerk Marathon", at, "Europe/Berlin")).toBe("nachtwerk-marathon-2026-05-02");
    expect(eventIdBase("Basement Disco Edits", at, "America/New_York")).toBe("basement-disco-edits-2026-05-01");
    expect(eventIdBase("Deep Roots São Paulo", at, "UTC")).toBe("deep-roots-sao-paulo-2026-05-01");
    expect(eventIdBase("!!!", at, "UTC")).toBe("event-2026-05-01");
    expect(EVENT_ID_PATTERN.test(eventIdBase("<script>alert(1)</script> Ñight", at, "UTC"))).toBe(true);
  });

  it("adds -2, -3 … on collision", () => {
    expect(firstFreeEventId("rave-2026-05-01", new Set())).toBe("rave-2026-05-01");
    expect(firstFreeEventId("rave-2026-05-01", new Set(["rave-2026-05-01"]))).toBe("rave-2026-05-01-2");
    expect(firstFreeEventId("rave-2026-05-01", new Set(["rave-2026-05-01", "rave-2026-05-01-2"]))).toBe(
      "rave-2026-05-01-3",
    );
    // A gap is filled: the first free number wins.
    expect(firstFreeEventId("rave-2026-05-01", new Set(["rave-2026-05-01", "rave-2026-05-01-3"]))).toBe(
      "rave-2026-05-01-2",
    );
  });

  it("accepts only URL-safe ids", () => {
    expect(isEventId("rave-2026-05-01")).toBe(true);
    expect(isEventId("../etc")).toBe(false);
    expect(isEventId("rave 2026")).toBe(false);
    expect(isEventId("")).toBe(false);
    expect(isEventId("a".repeat(141))).toBe(false);
  });
});

describe("time zones", () => {
  it("validates IANA names", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("Europe/London; drop table")).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it("converts wall-clock times to instants and back, across daylight saving", () => {
    expect(zonedDateTime("2026-05-01", "22:00", "Europe/Berlin").toISOString()).toBe("2026-05-01T20:00:00.000Z");
    expect(zonedDateTime("2026-01-10", "22:00", "Europe/Berlin").toISOString()).toBe("2026-01-10T21:00:00.000Z");
    expect(zonedDateTime("2026-07-04", "23:00", "America/New_York").toISOString()).toBe("2026-07-05T03:00:00.000Z");
    const at = new Date("2026-07-05T03:00:00Z");
    expect(localDateOf(at, "America/New_York")).toBe("2026-07-04");
    expect(localTimeOf(at, "America/New_York")).toBe("23:00");
    expect(localDateOf(at, "Asia/Tbilisi")).toBe("2026-07-05");
  });

  it("gives the local day right on both sides of midnight, also when it is asked again within the same minute", () => {
    // Berlin's midnight is on a whole UTC minute: the last second before it and the first after it.
    for (const _ of [1, 2]) {
      expect(localDateOf(new Date("2026-01-10T22:59:59.999Z"), "Europe/Berlin")).toBe("2026-01-10");
      expect(localDateOf(new Date("2026-01-10T23:00:00.000Z"), "Europe/Berlin")).toBe("2026-01-11");
      expect(localDateOf(new Date("2026-01-10T23:00:59.000Z"), "Europe/Berlin")).toBe("2026-01-11");
      expect(localDateOf(new Date("2026-01-10T23:00:30.000Z"), "America/New_York")).toBe("2026-01-10");
    }
    // Monrovia kept -00:44:30 until 1972: its midnight fell at 00:44:30 UTC, inside a UTC minute.
    for (const _ of [1, 2]) {
      expect(localDateOf(new Date("1960-06-02T00:44:10Z"), "Africa/Monrovia")).toBe("1960-06-01");
      expect(localDateOf(new Date("1960-06-02T00:44:50Z"), "Africa/Monrovia")).toBe("1960-06-02");
    }
  });

  it("describes start and end in the event's zone", () => {
    const t = describeEventTime(new Date("2026-05-01T20:00:00Z"), new Date("2026-05-02T04:00:00Z"), "Europe/Berlin");
    expect(t.day).toBe("Friday 1 May 2026");
    expect(t.time).toBe("22:00 – 06:00");
    expect(t.zone).toMatch(/CEST|GMT\+2/);
    expect(describeEventTime(new Date("2026-05-01T20:00:00Z"), null, "UTC").time).toBe("20:00");
  });

  it("adds days across month ends", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("/events filters", () => {
  it("parses the query leniently and writes it back canonically", () => {
    const f = parseEventFilters(
      new URLSearchParams("when=past&city=Berlin,%20Germany&genre=Techno&venue=Pier%209&production=nachtwerk&page=3"),
    );
    expect(f).toEqual({
      when: "past",
      city: "Berlin, Germany",
      genre: "Techno",
      venue: "Pier 9",
      production: "nachtwerk",
      range: null,
      from: null,
      to: null,
      page: 3,
    });
    expect(eventsSearch(f)).toBe(
      "?when=past&city=Berlin%2C+Germany&genre=Techno&venue=Pier+9&production=nachtwerk&page=3",
    );
    expect(eventsSearch(parseEventFilters(new URLSearchParams("")))).toBe("");
    expect(hasActiveEventFilters(parseEventFilters(new URLSearchParams("when=past&page=2")))).toBe(false);
    expect(hasActiveEventFilters(parseEventFilters(new URLSearchParams("genre=House")))).toBe(true);
  });

  it("refuses bad values instead of failing", () => {
    const f = parseEventFilters(
      new URLSearchParams(
        `when=later&page=-1&range=forever&from=2026-02-30&to=x&production=Bad Slug&city=${"x".repeat(200)}`,
      ),
    );
    expect(f).toMatchObject({
      when: "upcoming",
      page: 1,
      range: null,
      from: null,
      to: null,
      production: null,
      city: null,
    });
    expect(parseEventFilters(new URLSearchParams("page=9999")).page).toBe(EVENT_MAX_PAGE);
  });

  it("puts a reversed picker range the right way round, and a named range wins over the picker", () => {
    expect(parseEventFilters(new URLSearchParams("from=2026-06-10&to=2026-06-01"))).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-10",
    });
    const named = parseEventFilters(new URLSearchParams("range=today&from=2026-06-01"));
    expect(named).toMatchObject({ range: "today", from: null });
    expect(eventsSearch(named)).toBe("?range=today");
  });

  it("turns today and this weekend into calendar days", () => {
    // 2026-05-06 is a Wednesday.
    expect(eventDayWindow({ range: "today", from: null, to: null }, "2026-05-06")).toEqual({
      from: "2026-05-06",
      to: "2026-05-06",
    });
    expect(eventDayWindow({ range: "weekend", from: null, to: null }, "2026-05-06")).toEqual({
      from: "2026-05-08",
      to: "2026-05-10",
    });
    expect(eventDayWindow({ range: "weekend", from: null, to: null }, "2026-05-09")).toEqual({
      from: "2026-05-09",
      to: "2026-05-10",
    });
    expect(eventDayWindow({ range: "weekend", from: null, to: null }, "2026-05-10")).toEqual({
      from: "2026-05-10",
      to: "2026-05-10",
    });
    expect(eventDayWindow({ range: null, from: "2026-06-01", to: null }, "2026-05-06")).toEqual({
      from: "2026-06-01",
      to: null,
    });
  });
});

describe("listing helpers", () => {
  it("groups consecutive events by local day", () => {
    const groups = groupEventsByDay([
      { id: 1, localDate: "2026-05-01" },
      { id: 2, localDate: "2026-05-01" },
      { id: 3, localDate: "2026-05-02" },
    ]);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ["2026-05-01", [1, 2]],
      ["2026-05-02", [3]],
    ]);
  });

  it("names day headings", () => {
    expect(dayHeading("2026-05-06", "2026-05-06").label).toBe("Today");
    expect(dayHeading("2026-05-07", "2026-05-06").label).toBe("Tomorrow");
    expect(dayHeading("2026-05-09", "2026-05-06")).toEqual({
      label: "Sat 9 May",
      weekday: "Sat",
      date: "9",
      month: "May",
      full: "Saturday 9 May",
    });
    expect(dayHeading("2026-05-07", "2026-05-06")).toMatchObject({
      month: "Tomorrow",
      full: "Tomorrow, Thursday 7 May",
    });
    expect(dayHeading("2025-12-31", "2026-05-06")).toMatchObject({ label: "Wed 31 Dec 2025", month: "December 2025" });
  });
});

describe("event page links", () => {
  it("keeps http(s) ticket links only", () => {
    expect(safeTicketUrl("https://tickets.example/nachtwerk")).toBe("https://tickets.example/nachtwerk");
    expect(safeTicketUrl(" http://ra.example/e/1 ")).toBe("http://ra.example/e/1");
    expect(safeTicketUrl("javascript:alert(1)")).toBeNull();
    expect(safeTicketUrl("ftp://x.example")).toBeNull();
    expect(safeTicketUrl("https://")).toBeNull();
    expect(safeTicketUrl(null)).toBeNull();
  });

  it("builds a Google Calendar link in UTC, six hours long without an end", () => {
    const start = new Date("2026-05-01T20:00:00Z");
    expect(eventEnd(start, null).toISOString()).toBe("2026-05-02T02:00:00.000Z");
    const url = new URL(
      googleCalendarUrl({
        name: "Nachtwerk & Friends",
        startsAt: start,
        endsAt: new Date("2026-05-02T04:00:00Z"),
        location: "Kessel Halle, Berlin",
        details: "https://booth.example/events/x",
        timeZone: "Europe/Berlin",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("text")).toBe("Nachtwerk & Friends");
    expect(url.searchParams.get("dates")).toBe("20260501T200000Z/20260502T040000Z");
    expect(url.searchParams.get("location")).toBe("Kessel Halle, Berlin");
    expect(url.searchParams.get("ctz")).toBe("Europe/Berlin");
  });
});

describe("formatEventDate: every event date in the event's own zone", () => {
  // Tuesday 1 December 2026, 22:00 in New York is Wednesday 2 December, 03:00 in UTC.
  const newYork = new Date("2026-12-02T03:00:00Z");
  it("writes a 22:00 New York night on its own Tuesday, not UTC's Wednesday", () => {
    expect(formatEventDate(newYork, "America/New_York")).toBe("Tue 1 Dec 2026");
    expect(formatEventDate(newYork.toISOString(), "America/New_York", "date")).toBe("1 Dec 2026");
    expect(formatEventDate(newYork, "America/New_York", "short")).toBe("Tue 1 Dec");
    expect(formatEventDate(newYork, "America/New_York", "dayTime")).toBe("Tue 1 Dec 2026, 22:00");
    expect(formatEventDate(newYork, "UTC")).toBe("Wed 2 Dec 2026");
  });

  it("writes a Tokyo or Sydney night on its own day, ahead of UTC's", () => {
    // Saturday 5 December, 01:00 in Tokyo is Friday 4 December, 16:00 in UTC.
    expect(formatEventDate(new Date("2026-12-04T16:00:00Z"), "Asia/Tokyo", "dayTime")).toBe("Sat 5 Dec 2026, 01:00");
    // Sydney keeps summer time in December (UTC+11): Friday 1 January 2027, 00:30 is 31 December, 13:30 in UTC.
    expect(formatEventDate(new Date("2026-12-31T13:30:00Z"), "Australia/Sydney", "dayTime")).toBe(
      "Fri 1 Jan 2027, 00:30",
    );
  });
});

describe("the designed flyer", () => {
  const event = {
    eventId: "kessel-klub-nacht-2026-12-08",
    name: "Kessel Klub Nacht",
    image: null,
    venue: "Kessel Halle",
    location: "Berlin, Germany",
    lineup: [{ name: "Oskar Lind" }, { name: "Selin Aydın" }],
  };

  it("says the date in the event's zone, from the cards' local day and time or from the start instant", () => {
    expect(flyerDate("2026-12-08", "23:00")).toBe("Tue 8 Dec · 23:00");
    const fromCard = eventThumbUrl({ ...event, localDate: "2026-12-08", localTime: "23:00" });
    // 22:00 UTC is 23:00 in Berlin in December: the server's path gives the same flyer.
    expect(
      eventFlyerUrlAt({ ...event, startsAt: new Date("2026-12-08T22:00:00Z"), timeZone: "Europe/Berlin" }, 160),
    ).toBe(fromCard);
    expect(fromCard).toContain("date=Tue+8+Dec+%C2%B7+23%3A00");
    expect(fromCard).toContain("lineup=Oskar+Lind%0ASelin+Ayd%C4%B1n");
  });

  it("is a new URL when the lineup changes, and an uploaded flyer is shown as it is", () => {
    const before = eventFlyerUrl(event);
    expect(eventFlyerUrl({ ...event, lineup: [...event.lineup, { name: "Nova" }] })).not.toBe(before);
    expect(eventFlyerUrl({ ...event, image: "/uploads/events/x-640.webp" })).toBe("/uploads/events/x-640.webp");
  });
});
