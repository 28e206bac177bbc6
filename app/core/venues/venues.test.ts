import { describe, expect, it } from "vitest";
import {
  describeCapacity,
  describeVenueResults,
  hasActiveVenueFilters,
  parseVenueFilters,
  VENUE_MAX_PAGE,
  venueBackdropUrl,
  venueCoverUrl,
  venueMapUrl,
  venueOwnLogo,
  venuesSearch,
  venueThumbUrl,
  venueTypeLabel,
} from "./venues";

const parse = (query: string) => parseVenueFilters(new URLSearchParams(query));

describe("parseVenueFilters", () => {
  it("reads city, type, capacity band, search and page", () => {
    expect(parse("city=Berlin&type=club&capacity=medium&q=vault&page=3")).toEqual({
      city: "Berlin",
      type: "club",
      capacity: "medium",
      q: "vault",
      page: 3,
    });
  });
  it("falls back to no filter on unknown bands, one-letter searches and bad pages", () => {
    expect(parse("capacity=giant&q=v&page=-2")).toEqual({ city: null, type: null, capacity: null, q: null, page: 1 });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=9999").page).toBe(VENUE_MAX_PAGE);
  });
  it("collapses whitespace and refuses over-long values", () => {
    expect(parse("q=%20%20the%20%20%20vault%20").q).toBe("the vault");
    expect(parse(`city=${"x".repeat(200)}`).city).toBeNull();
  });
});

describe("venuesSearch", () => {
  it("round-trips a filter state and leaves out page 1 and empty values", () => {
    const filters = parse("q=vault&city=London&type=club&capacity=small&page=2");
    expect(parseVenueFilters(new URLSearchParams(venuesSearch(filters)))).toEqual(filters);
    expect(venuesSearch({ page: 1, city: null })).toBe("");
  });
  it("knows when a filter is on", () => {
    expect(hasActiveVenueFilters(parse(""))).toBe(false);
    expect(hasActiveVenueFilters(parse("page=2"))).toBe(false);
    expect(hasActiveVenueFilters(parse("capacity=huge"))).toBe(true);
  });
});

describe("venue wording", () => {
  it("labels types and capacities", () => {
    expect(venueTypeLabel("beach club")).toBe("Beach club");
    expect(venueTypeLabel("  ")).toBeNull();
    expect(describeCapacity(1500)).toBe("1,500 capacity");
    expect(describeCapacity(0)).toBeNull();
    expect(describeCapacity(null)).toBeNull();
  });
  it("spells out the result line", () => {
    expect(describeVenueResults(12, parse(""))).toBe("12 venues");
    expect(describeVenueResults(1, parse("type=club&city=Berlin"))).toBe("1 club in Berlin");
    expect(describeVenueResults(3, parse("q=vault&capacity=small"))).toBe("3 venues matching “vault” (up to 500)");
  });
});

describe("venue pictures and map", () => {
  it("falls back to the designed cover (a line drawing without words), the same image in lists", () => {
    const venue = { slug: "the-vault", name: "The Vault", city: "London", country: "UK", coverImageUrl: null };
    expect(venueCoverUrl(venue)).toBe("/art/venue/the-vault.webp");
    expect(venueThumbUrl(venue)).toBe(venueCoverUrl(venue));
    expect(venueThumbUrl({ slug: "x", coverImageUrl: "/uploads/v/cover.webp" })).toBe("/uploads/v/cover.webp");
  });
  it("uses the cover as the page's backdrop and shows only uploaded logos", () => {
    expect(venueBackdropUrl({ slug: "the-vault", coverImageUrl: null })).toBe("/art/venue/the-vault.webp");
    expect(venueOwnLogo("/art/venue/the-vault.svg")).toBeNull();
    expect(venueOwnLogo("/uploads/v/logo.webp")).toBe("/uploads/v/logo.webp");
    expect(venueOwnLogo(null)).toBeNull();
  });
  it("links an OpenStreetMap search of name, address, city and country", () => {
    expect(venueMapUrl({ name: "The Vault", address: "1 Arch St", city: "London", country: "UK" })).toBe(
      "https://www.openstreetmap.org/search?query=The%20Vault%2C%201%20Arch%20St%2C%20London%2C%20UK",
    );
  });
});
