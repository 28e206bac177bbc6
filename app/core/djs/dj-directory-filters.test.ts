import { describe, expect, it } from "vitest";
import {
  DJ_MAX_PAGE,
  describeDjResults,
  djDirectorySearch,
  hasActiveFilters,
  parseDjDirectoryFilters,
} from "./dj-directory-filters";

describe("parseDjDirectoryFilters", () => {
  it("reads genre, city, sort and page", () => {
    expect(parseDjDirectoryFilters(new URLSearchParams("genre=Techno&city=Berlin%2C+Germany&sort=az&page=3"))).toEqual({
      genre: "Techno",
      city: "Berlin, Germany",
      sort: "az",
      page: 3,
    });
  });
  it("falls back to defaults for empty or invalid values", () => {
    expect(parseDjDirectoryFilters(new URLSearchParams("genre=+&sort=loudest&page=-2"))).toEqual({
      genre: null,
      city: null,
      sort: "featured",
      page: 1,
    });
    expect(parseDjDirectoryFilters(new URLSearchParams(`page=1.5&city=${"x".repeat(81)}`))).toMatchObject({
      page: 1,
      city: null,
    });
    expect(parseDjDirectoryFilters(new URLSearchParams("page=999999")).page).toBe(DJ_MAX_PAGE);
  });
});

describe("djDirectorySearch", () => {
  it("leaves defaults out", () => {
    expect(djDirectorySearch({ genre: null, city: null, sort: "featured", page: 1 })).toBe("");
    expect(djDirectorySearch({ genre: "Drum & Bass", sort: "newest", page: 2 })).toBe(
      "?genre=Drum+%26+Bass&sort=newest&page=2",
    );
  });
});

describe("result wording", () => {
  it("counts and names the filters", () => {
    expect(describeDjResults(1, { genre: null, city: null })).toBe("1 DJ");
    expect(describeDjResults(1234, { genre: "House", city: "Lagos, Nigeria" })).toBe(
      "1,234 DJs playing House in Lagos, Nigeria",
    );
    expect(hasActiveFilters({ genre: null, city: null })).toBe(false);
    expect(hasActiveFilters({ genre: null, city: "Tel Aviv" })).toBe(true);
  });
});
