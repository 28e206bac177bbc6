import { describe, expect, it } from "vitest";
import { SEARCH_ALIAS_LIST } from "./search-alias-list";
import {
  addAliasHref,
  checkNewSearchAlias,
  knownAliasTargets,
  mergeSearchAliases,
  searchAliasTarget,
} from "./search-alias-rules";
import { buildAliasTable, expandSearchAliases } from "./search-aliases";

// The directory's genres and cities as the demo seed has them, and one alias an admin added before.
const context = {
  builtIn: SEARCH_ALIAS_LIST,
  added: [{ alias: "ber", canonical: "Berlin" }],
  genres: ["Amapiano", "Drum & Bass", "House", "Techno", "Afro House"],
  cities: ["Berlin", "Lagos", "Amsterdam", "Köln"],
};
const check = (alias: string, target: string) => checkNewSearchAlias({ alias, target }, context);

describe("checkNewSearchAlias", () => {
  it("stores the alias folded, with the target as search knows it", () => {
    expect(check("  Tëknø  ", "genre:techno")).toEqual({
      ok: true,
      alias: "tekno",
      canonical: "Techno",
      kind: "genre",
    });
    expect(check("Lagos City", "city:Lagos")).toEqual({
      ok: true,
      alias: "lagos city",
      canonical: "Lagos",
      kind: "city",
    });
    expect(check("KÖLLE", "city:köln")).toEqual({ ok: true, alias: "kolle", canonical: "Köln", kind: "city" });
  });
  it("refuses an empty, a one-character and an over-long alias", () => {
    expect(check("   ", "genre:Techno")).toEqual({ ok: false, field: "alias", message: "Enter what people type." });
    expect(check("t", "genre:Techno")).toMatchObject({
      ok: false,
      field: "alias",
      message: "An alias needs at least 2 characters.",
    });
    expect(check("x".repeat(41), "genre:Techno")).toMatchObject({
      ok: false,
      message: "Keep the alias under 40 characters.",
    });
    expect(check("x".repeat(40), "genre:Techno")).toMatchObject({ ok: true });
  });
  it("refuses a target that is no known genre or city", () => {
    expect(check("gqom", "genre:Gqom")).toEqual({
      ok: false,
      field: "target",
      message: "Search knows no genre called “Gqom”.",
    });
    expect(check("gqom", "city:Techno")).toMatchObject({ ok: false, field: "target" });
    expect(check("gqom", "venue:Berlin")).toEqual({
      ok: false,
      field: "target",
      message: "Choose the genre or city it means.",
    });
    expect(check("gqom", "")).toMatchObject({ ok: false, field: "target" });
  });
  it("never reads a built-in alias differently, and names the built-in reading", () => {
    expect(check("DNB", "genre:Techno")).toEqual({
      ok: false,
      field: "alias",
      message: "“dnb” is a built-in alias of Drum & Bass; it cannot mean Techno too.",
    });
    expect(check("dnb", "genre:drum & bass")).toEqual({
      ok: false,
      field: "alias",
      message: "“dnb” is already a built-in alias of Drum & Bass.",
    });
  });
  it("never makes a genre's or city's own name mean another", () => {
    expect(check("House", "genre:Techno")).toMatchObject({
      ok: false,
      field: "alias",
      message: "“House” is a genre or city of its own; it cannot mean Techno.",
    });
    expect(check("techno", "genre:Techno")).toMatchObject({
      ok: false,
      message: "“Techno” is already found by its own name.",
    });
  });
  it("refuses a second row for an added alias", () => {
    expect(check("BER", "city:Berlin")).toEqual({
      ok: false,
      field: "alias",
      message: "“ber” is already an alias of Berlin.",
    });
  });
});

describe("mergeSearchAliases", () => {
  it("adds admin aliases to their canonical entry, or a new one, and search reads them", () => {
    const merged = mergeSearchAliases(SEARCH_ALIAS_LIST, [
      { alias: "drum bass", canonical: "Drum & Bass", kind: "genre" },
      { alias: "ber", canonical: "Berlin", kind: "city" },
    ]);
    const table = buildAliasTable(merged);
    expect(expandSearchAliases("drum bass ber", table)).toBe("drum & bass berlin");
    expect(expandSearchAliases("dnb", table)).toBe("drum & bass");
    expect(merged.filter((e) => e.canonical === "Drum & Bass")).toHaveLength(1);
    expect(SEARCH_ALIAS_LIST.find((e) => e.canonical === "Drum & Bass")?.aliases).not.toContain("drum bass");
  });
  it("keeps the built-in reading when a stored row has the same text", () => {
    const table = buildAliasTable(
      mergeSearchAliases(SEARCH_ALIAS_LIST, [{ alias: "nyc", canonical: "Berlin", kind: "city" }]),
    );
    expect(expandSearchAliases("nyc", table)).toBe("new york");
  });
});

describe("links", () => {
  it("pre-fills the add form from a zero-result query, and names targets by kind", () => {
    expect(addAliasHref(" drum bass ")).toBe("/admin/search-aliases?alias=drum+bass");
    expect(searchAliasTarget("city", "São Paulo")).toBe("city:São Paulo");
  });
});

describe("knownAliasTargets", () => {
  it("lists the directory's genres and cities with the built-in names, once each whatever the accents, A–Z", () => {
    const targets = knownAliasTargets(
      { genres: ["Techno", "drum & bass"], cities: ["Koln", "Berlin, Germany", "Berlin"] },
      SEARCH_ALIAS_LIST,
    );
    expect(targets.genres).toContain("Techno");
    expect(targets.genres.filter((g) => g.toLowerCase() === "drum & bass")).toEqual(["drum & bass"]);
    expect(targets.cities.slice(0, 1)).toEqual(["Amsterdam"]);
    expect(targets.cities.filter((c) => c.startsWith("K"))).toEqual(["Koln"]);
    expect(targets.cities).toContain("New York");
    expect(targets.cities.filter((c) => c.startsWith("Berlin"))).toEqual(["Berlin"]);
  });
});
