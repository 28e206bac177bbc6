import { describe, expect, it } from "vitest";
import { parseDjDirectoryFilters } from "./dj-directory-filters";
import {
  cityOfLocation,
  type DjDirectoryOptions,
  djDirectoryExamples,
  djDirectoryHref,
  foldDirectoryText,
  MAX_DJ_DIRECTORY_SHORTCUTS,
  matchDjDirectoryShortcuts,
} from "./dj-directory-shortcuts";

const OPTIONS: DjDirectoryOptions = {
  genres: ["Afro House", "Drum & Bass", "Hip-Hop", "Melodic Techno", "Techno"],
  cities: ["Berlin, Germany", "London, Canada", "London, UK", "São Paulo, Brazil", "Tbilisi"],
  counts: { genres: [4, 2, 1, 3, 7], cities: [6, 1, 5, 3, 2] },
};

const labels = (query: string, options = OPTIONS) => matchDjDirectoryShortcuts(query, options).map((s) => s.label);

describe("matchDjDirectoryShortcuts", () => {
  it("a genre the directory lists, whatever the case and spacing: a link to the directory filtered by it", () => {
    for (const query of ["techno", "Techno", "  TECHNO ", "tEcHnO"]) {
      expect(matchDjDirectoryShortcuts(query, OPTIONS), query).toEqual([
        { kind: "genre", value: "Techno", label: "Techno DJs", href: "/?genre=Techno#all-djs", djs: 7 },
      ]);
    }
    expect(labels("afro   house")).toEqual(["Afro House DJs"]);
    expect(labels("drum & bass")).toEqual(["Drum & Bass DJs"]);
  });

  it("a genre must be named whole: a word of a longer genre or a prefix is not a match", () => {
    expect(labels("melodic")).toEqual([]);
    expect(labels("tech")).toEqual([]);
    expect(labels("techno music")).toEqual([]);
    expect(labels("Melodic Techno")).toEqual(["Melodic Techno DJs"]);
  });

  it("a city by its name or its whole stored location", () => {
    expect(matchDjDirectoryShortcuts("berlin", OPTIONS)).toEqual([
      {
        kind: "city",
        value: "Berlin, Germany",
        label: "DJs in Berlin",
        href: "/?city=Berlin%2C+Germany#all-djs",
        djs: 6,
      },
    ]);
    expect(labels("Berlin, Germany")).toEqual(["DJs in Berlin"]);
    expect(labels("berlin,germany")).toEqual([]);
    expect(labels("germany")).toEqual([]);
    // A location without a country is its own city.
    expect(labels("TBILISI")).toEqual(["DJs in Tbilisi"]);
  });

  it("accents and hyphens do not have to be typed", () => {
    expect(labels("sao paulo")).toEqual(["DJs in São Paulo"]);
    expect(labels("SÃO PAULO")).toEqual(["DJs in São Paulo"]);
    expect(labels("hip hop")).toEqual(["Hip-Hop DJs"]);
  });

  it("two places with one name: both, each labelled with its whole location", () => {
    expect(matchDjDirectoryShortcuts("london", OPTIONS).map((s) => [s.label, s.djs])).toEqual([
      ["DJs in London, Canada", 1],
      ["DJs in London, UK", 5],
    ]);
    expect(labels("london, uk")).toEqual(["DJs in London"]);
  });

  it("a query that is both a genre and a city gives both, the genre first", () => {
    const options: DjDirectoryOptions = { genres: ["Detroit", "House"], cities: ["Detroit, USA"] };
    expect(matchDjDirectoryShortcuts("detroit", options)).toEqual([
      { kind: "genre", value: "Detroit", label: "Detroit DJs", href: "/?genre=Detroit#all-djs", djs: null },
      {
        kind: "city",
        value: "Detroit, USA",
        label: "DJs in Detroit",
        href: "/?city=Detroit%2C+USA#all-djs",
        djs: null,
      },
    ]);
  });

  it("nothing for a query that is neither, or blank", () => {
    expect(labels("nadia voss")).toEqual([]);
    expect(labels("")).toEqual([]);
    expect(labels("   ")).toEqual([]);
    expect(labels("-")).toEqual([]);
    expect(labels("techno", { genres: [], cities: [] })).toEqual([]);
  });

  it("never more than the cap", () => {
    const cities = Array.from({ length: 9 }, (_, i) => `Springfield, State ${i}`);
    expect(matchDjDirectoryShortcuts("springfield", { genres: [], cities })).toHaveLength(MAX_DJ_DIRECTORY_SHORTCUTS);
  });

  it("each link opens the directory with exactly the offered filter value", () => {
    for (const query of ["drum & bass", "london", "são paulo", "techno"]) {
      for (const shortcut of matchDjDirectoryShortcuts(query, OPTIONS)) {
        const url = new URL(shortcut.href, "http://booth.test");
        expect(url.pathname).toBe("/");
        expect(url.hash).toBe("#all-djs");
        const filters = parseDjDirectoryFilters(url.searchParams);
        expect(shortcut.kind === "genre" ? filters.genre : filters.city).toBe(shortcut.value);
        expect(shortcut.kind === "genre" ? filters.city : filters.genre).toBeNull();
      }
    }
  });
});

describe("djDirectoryExamples", () => {
  it("the genre and the city most DJs have, as typed queries that bring up a shortcut", () => {
    const examples = djDirectoryExamples(OPTIONS);
    expect(examples).toEqual({ genre: "Techno", city: "Berlin" });
    expect(labels(examples.genre ?? "")).toEqual(["Techno DJs"]);
    expect(labels(examples.city ?? "")).toEqual(["DJs in Berlin"]);
  });

  it("the first of each without counts; null parts when the directory lists none", () => {
    expect(djDirectoryExamples({ genres: ["House", "Techno"], cities: ["Lagos, Nigeria"] })).toEqual({
      genre: "House",
      city: "Lagos",
    });
    expect(djDirectoryExamples({ genres: [], cities: [] })).toEqual({ genre: null, city: null });
  });
});

describe("helpers", () => {
  it("foldDirectoryText ignores case, accents, hyphens and spacing", () => {
    expect(foldDirectoryText("  Köln-Ehrenfeld  ")).toBe("koln ehrenfeld");
    expect(foldDirectoryText("UK\tGarage")).toBe("uk garage");
  });
  it("cityOfLocation takes the part before the first comma", () => {
    expect(cityOfLocation("Berlin, Germany")).toBe("Berlin");
    expect(cityOfLocation("Tel Aviv, Israel")).toBe("Tel Aviv");
    expect(cityOfLocation("Tbilisi")).toBe("Tbilisi");
    expect(cityOfLocation(", Germany")).toBe(", Germany");
  });
  it("djDirectoryHref", () => {
    expect(djDirectoryHref({ genre: "Drum & Bass" })).toBe("/?genre=Drum+%26+Bass#all-djs");
    expect(djDirectoryHref({ city: "Berlin, Germany" })).toBe("/?city=Berlin%2C+Germany#all-djs");
  });
});
