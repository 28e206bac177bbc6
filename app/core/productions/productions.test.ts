import { describe, expect, it } from "vitest";
import {
  describeProductionResults,
  hasActiveProductionFilters,
  PRODUCTION_MAX_PAGE,
  parseProductionFilters,
  productionLogoUrl,
  productionsSearch,
  productionThumbUrl,
} from "./productions";

const parse = (query: string) => parseProductionFilters(new URLSearchParams(query));

describe("parseProductionFilters", () => {
  it("reads the verified and upcoming switches, the search and the page", () => {
    expect(parse("verified=1&upcoming=on&q=%20sun%20%20day%20&page=3")).toEqual({
      verified: true,
      upcoming: true,
      q: "sun day",
      page: 3,
    });
  });
  it("falls back to no filter on unknown values, one-letter searches and bad pages", () => {
    expect(parse("verified=maybe&q=s&page=-2")).toEqual({ verified: false, upcoming: false, q: null, page: 1 });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=99999").page).toBe(PRODUCTION_MAX_PAGE);
  });
  it("round-trips through the canonical query string", () => {
    const filters = parse("upcoming=1&q=deep&page=2");
    expect(productionsSearch(filters)).toBe("?q=deep&upcoming=1&page=2");
    expect(parseProductionFilters(new URLSearchParams(productionsSearch(filters)))).toEqual(filters);
    expect(productionsSearch({ page: 1 })).toBe("");
  });
  it("knows when a filter is active (paging is not a filter)", () => {
    expect(hasActiveProductionFilters(parse("page=4"))).toBe(false);
    expect(hasActiveProductionFilters(parse("verified=1"))).toBe(true);
  });
});

describe("describeProductionResults", () => {
  it("says what the list holds, in the words of the filters", () => {
    expect(describeProductionResults(9, parse(""))).toBe("9 production lines");
    expect(describeProductionResults(1, parse("verified=1"))).toBe("1 verified production line");
    expect(describeProductionResults(2, parse("upcoming=1&q=sun"))).toBe(
      "2 production lines with upcoming events matching “sun”",
    );
  });
});

describe("production pictures", () => {
  it("uses generated artwork labelled with the name when there is no logo", () => {
    expect(productionLogoUrl({ slug: "deep-roots", name: "Deep Roots", logoUrl: null })).toBe(
      "/art/production/deep-roots.webp?label=Deep+Roots",
    );
    expect(productionThumbUrl({ slug: "deep-roots", logoUrl: null })).toMatch(/^\/art\/production\/deep-roots\./);
  });
  it("keeps an uploaded logo as it is", () => {
    expect(productionThumbUrl({ slug: "x", logoUrl: "/uploads/logo.webp" })).toBe("/uploads/logo.webp");
  });
});
