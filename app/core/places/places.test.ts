import { describe, expect, it } from "vitest";
import { countryCode } from "./countries";
import { distanceKm } from "./distance";
import { placeKey } from "./place-key";
import { type GazetteerCity, locationPlaceQueries, pickPlace, venuePlaceQueries } from "./resolve-place";

// Rows as the gazetteer migration stores them (GeoNames' names, populations and coordinates).
const BERLIN: GazetteerCity = {
  key: "berlin",
  name: "Berlin",
  country: "DE",
  population: 3426354,
  latitude: 52.52437,
  longitude: 13.41053,
};
const BERLIN_NJ: GazetteerCity = {
  key: "berlin",
  name: "Berlin",
  country: "US",
  population: 7590,
  latitude: 39.79123,
  longitude: -74.92905,
};
const LONDON: GazetteerCity = {
  key: "london",
  name: "London",
  country: "GB",
  population: 7556900,
  latitude: 51.50853,
  longitude: -0.12574,
};
const LONDON_ON: GazetteerCity = {
  key: "london",
  name: "London",
  country: "CA",
  population: 346765,
  latitude: 42.98339,
  longitude: -81.23304,
};
const LEIPZIG: GazetteerCity = {
  key: "leipzig",
  name: "Leipzig",
  country: "DE",
  population: 504971,
  latitude: 51.33962,
  longitude: 12.37129,
};
const POTSDAM: GazetteerCity = {
  key: "potsdam",
  name: "Potsdam",
  country: "DE",
  population: 145292,
  latitude: 52.39886,
  longitude: 13.06566,
};
const SAO_PAULO: GazetteerCity = {
  key: "sao paulo",
  name: "São Paulo",
  country: "BR",
  population: 10021295,
  latitude: -23.5475,
  longitude: -46.63611,
};
const ROWS = [BERLIN, BERLIN_NJ, LONDON, LONDON_ON, LEIPZIG, POTSDAM, SAO_PAULO];

describe("placeKey", () => {
  it("ignores case, accents and punctuation", () => {
    expect(placeKey("São Paulo")).toBe("sao paulo");
    expect(placeKey("  SAO-PAULO ")).toBe("sao paulo");
    expect(placeKey("Frankfurt am Main")).toBe("frankfurt am main");
    expect(placeKey("")).toBe("");
  });
});

describe("countryCode", () => {
  it("maps the names Booth stores to ISO codes", () => {
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("USA")).toBe("US");
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("South Africa")).toBe("ZA");
    expect(countryCode("England")).toBe("GB");
    expect(countryCode("de")).toBe("DE");
  });
  it("knows nothing of what is not a country", () => {
    expect(countryCode("Berghain")).toBeNull();
    expect(countryCode("")).toBeNull();
    expect(countryCode(null)).toBeNull();
    expect(countryCode("XX")).toBeNull();
  });
});

describe("distanceKm", () => {
  it("is the great-circle distance", () => {
    expect(distanceKm(BERLIN, LONDON)).toBeCloseTo(932, -1);
    expect(distanceKm(BERLIN, POTSDAM)).toBeCloseTo(27.2, 1);
    expect(distanceKm(BERLIN, LEIPZIG)).toBeCloseTo(149.8, 1);
    expect(distanceKm(BERLIN, BERLIN)).toBe(0);
  });
  it("stays finite across the date line and between antipodes", () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, -1);
  });
});

describe("resolving a place", () => {
  it("a venue: its city in its country", () => {
    expect(pickPlace(venuePlaceQueries("Berlin", "USA"), ROWS)).toMatchObject({ known: true, country: "US" });
    expect(pickPlace(venuePlaceQueries("London", "UK"), ROWS)).toMatchObject({
      known: true,
      country: "GB",
      name: "London",
    });
  });
  it("a city alone is its most populous namesake", () => {
    expect(pickPlace(venuePlaceQueries("London", null), ROWS)).toMatchObject({ country: "GB" });
    expect(pickPlace(locationPlaceQueries("Berlin"), ROWS)).toMatchObject({ country: "DE" });
  });
  it("a free-text location names a known city", () => {
    expect(pickPlace(locationPlaceQueries("Berlin, Germany"), ROWS)).toMatchObject({ name: "Berlin", country: "DE" });
    expect(pickPlace(locationPlaceQueries("Warehouse 9 - Leipzig, Germany"), ROWS)).toMatchObject({ name: "Leipzig" });
    expect(pickPlace(locationPlaceQueries("Sao Paulo, Brazil"), ROWS)).toMatchObject({ name: "São Paulo" });
    expect(pickPlace(locationPlaceQueries("London, Canada"), ROWS)).toMatchObject({ country: "CA" });
  });
  it("an unknown or missing place says why", () => {
    expect(pickPlace(locationPlaceQueries("Somewhere secret"), ROWS)).toEqual({ known: false, reason: "unknown-city" });
    expect(pickPlace(locationPlaceQueries("Leipzig, Brazil"), ROWS)).toEqual({ known: false, reason: "unknown-city" });
    expect(pickPlace(locationPlaceQueries(""), ROWS)).toEqual({ known: false, reason: "no-place" });
    expect(pickPlace(venuePlaceQueries(null, "Germany"), ROWS)).toEqual({ known: false, reason: "no-place" });
    expect(locationPlaceQueries("x".repeat(201))).toEqual([]);
  });
});
