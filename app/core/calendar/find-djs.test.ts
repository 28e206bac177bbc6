import { describe, expect, it } from "vitest";
import {
  bookForDateHref,
  citiesOf,
  demandBasis,
  demandNote,
  FIND_DATE_MISSING,
  FIND_DATE_PAST,
  FIND_DATE_TOO_FAR,
  parseFindDjsQuery,
} from "./find-djs";

const q = (search: string) => parseFindDjsQuery(new URLSearchParams(search), "2026-12-07");

describe("/find-djs", () => {
  it("reads the date, genre and city; no date asks for one", () => {
    expect(q("")).toEqual({ date: null, genre: null, city: null, error: null });
    expect(q("date=2026-12-12&genre=+Techno+&city=Berlin")).toEqual({
      date: "2026-12-12",
      genre: "Techno",
      city: "Berlin",
      error: null,
    });
  });

  it("refuses a malformed, past or too distant date with a clear message", () => {
    expect(q("date=2026-02-30").error).toBe(FIND_DATE_MISSING);
    // A day behind the site's today is still taken (a visitor west of it); two days is past.
    expect(q("date=2026-12-06").error).toBeNull();
    expect(q("date=2026-12-05").error).toBe(FIND_DATE_PAST);
    expect(q("date=2028-06-08").error).toBe(FIND_DATE_TOO_FAR);
  });

  it("offers each city of the DJs' locations once, and sorts by city demand only when cities are recorded", () => {
    expect(citiesOf(["Berlin, Germany", "berlin, Germany", "Lagos, Nigeria", "Accra"])).toEqual([
      "Accra",
      "Berlin",
      "Lagos",
    ]);
    expect(demandBasis("Berlin", true)).toBe("city");
    expect(demandBasis("Berlin", false)).toBe("followers");
    expect(demandBasis(null, true)).toBe("followers");
    expect(demandNote("Berlin", true)).toMatch(/^Most wanted in Berlin first/);
    expect(bookForDateHref("amara-obi", "2026-12-12")).toBe("/dj/amara-obi?book=2026-12-12");
  });
});
