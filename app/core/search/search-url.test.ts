import { describe, expect, it } from "vitest";
import { parseSearchPageState, searchPageHref } from "./search-url";

const parse = (qs: string) => parseSearchPageState(new URLSearchParams(qs));

describe("/search URL state", () => {
  it("reads the query, tab, the tab's own filters and the page", () => {
    expect(parse("q=%20nadia%20%20voss&type=dj&genre=Techno&city=Berlin&page=3")).toEqual({
      query: "nadia voss",
      tab: "dj",
      filters: { genre: "Techno", city: "Berlin" },
      page: 3,
    });
    expect(parse("q=x&type=event&when=upcoming").filters).toEqual({ when: "upcoming" });
    expect(parse("q=x&type=news&category=scene").filters).toEqual({ category: "scene" });
  });
  it("drops filters of other tabs, unknown types and bad pages", () => {
    expect(parse("q=x&genre=Techno&page=4")).toEqual({ query: "x", tab: null, filters: {}, page: 1 });
    expect(parse("q=x&type=user").tab).toBeNull();
    expect(parse("q=x&type=venue&genre=Techno&when=past&city=Oslo").filters).toEqual({ city: "Oslo" });
    expect(parse("q=x&type=event&when=tomorrow").filters).toEqual({});
    expect(parse("q=x&type=dj&page=-2").page).toBe(1);
  });
  it("caps the query at 200 characters", () => {
    expect(parse(`q=${"a".repeat(300)}`).query).toHaveLength(200);
  });
  it("builds hrefs without empty values", () => {
    expect(searchPageHref({ query: "a b", tab: "dj", filters: { genre: "House", city: "" }, page: 2 })).toBe(
      "/search?q=a+b&type=dj&genre=House&page=2",
    );
    expect(searchPageHref({ query: "x" })).toBe("/search?q=x");
  });
});
