import { describe, expect, it } from "vitest";
import { dayHeading, describeEventResults, eventTabSearch, parseEventFilters } from "./events";

const filters = (search: string) => parseEventFilters(new URLSearchParams(search));

describe("event labels", () => {
  it("names today and tomorrow alone beside the date tile (not “Tomorrow · Dec”)", () => {
    expect(dayHeading("2026-12-07", "2026-12-06").month).toBe("Tomorrow");
    expect(dayHeading("2026-12-06", "2026-12-06").month).toBe("Today");
    expect(dayHeading("2026-12-09", "2026-12-06").month).toBe("December");
  });

  it("says “No upcoming events” rather than “0 upcoming events”", () => {
    expect(describeEventResults(0, filters(""))).toBe("No upcoming events");
    expect(describeEventResults(0, filters("when=past&city=Berlin%2C+Germany"))).toBe(
      "No past events in Berlin, Germany",
    );
    expect(describeEventResults(1, filters(""))).toBe("1 upcoming event");
    expect(describeEventResults(24, filters("when=past"))).toBe("24 past events");
  });
});

describe("eventTabSearch", () => {
  it("keeps every filter across the Upcoming and Past tabs", () => {
    const chosen = filters("city=Berlin%2C+Germany&genre=Techno&venue=Tresor&production=klubnacht&page=3");
    expect(eventTabSearch(chosen, "past")).toBe(
      "?when=past&city=Berlin%2C+Germany&genre=Techno&venue=Tresor&production=klubnacht",
    );
    const past = filters("when=past&city=Lagos%2C+Nigeria&from=2026-01-01&to=2026-02-01");
    expect(eventTabSearch(past, "upcoming")).toBe("?city=Lagos%2C+Nigeria&from=2026-01-01&to=2026-02-01");
  });

  it("drops a named range of coming days on the Past tab only", () => {
    const weekend = filters("city=Berlin%2C+Germany&range=weekend");
    expect(eventTabSearch(weekend, "past")).toBe("?when=past&city=Berlin%2C+Germany");
    expect(eventTabSearch(weekend, "upcoming")).toBe("?city=Berlin%2C+Germany&range=weekend");
  });
});
