import { describe, expect, it } from "vitest";
import { SEARCH_ALIAS_LIST } from "./search-alias-list";
import { buildAliasTable, expandSearchAliases } from "./search-aliases";
import { foldSearchText } from "./search-fold";

const read = (query: string) => expandSearchAliases(foldSearchText(query));

describe("expandSearchAliases", () => {
  it("reads the ways people write drum & bass as the genre's name", () => {
    for (const typed of ["dnb", "DnB", "d&b", "drum n bass", "Drum and Bass", "drum'n'bass"])
      expect(read(typed), typed).toBe("drum & bass");
  });
  it("reads city short forms as the city", () => {
    expect(read("nyc")).toBe("new york");
    expect(read("NYC techno")).toBe("new york techno");
    expect(read("joburg")).toBe("johannesburg");
    expect(read("koeln")).toBe("koln");
  });
  it("replaces aliases inside a longer query, longest first", () => {
    expect(read("dnb berlin")).toBe("drum & bass berlin");
    expect(read("new york city house")).toBe("new york house");
    expect(read("ukg and dnb")).toBe("uk garage and drum & bass");
  });
  it("matches whole words only and leaves other queries unchanged", () => {
    expect(read("dnbking")).toBe("dnbking");
    expect(read("nadia voss")).toBe("nadia voss");
    expect(read("techno")).toBe("techno");
    expect(read("")).toBe("");
  });
  it("every alias of the starting list reads as its canonical name", () => {
    for (const entry of SEARCH_ALIAS_LIST)
      for (const alias of entry.aliases) expect(read(alias), alias).toBe(foldSearchText(entry.canonical));
  });
  it("takes another list as data", () => {
    const table = buildAliasTable([{ canonical: "Mexico City", kind: "city", aliases: ["cdmx"] }]);
    expect(expandSearchAliases("cdmx house", table)).toBe("mexico city house");
    expect(expandSearchAliases("dnb", table)).toBe("dnb");
  });
});
