import { describe, expect, it } from "vitest";
import {
  DATA_FETCH_TIMEOUT_MS,
  DATABASE_UNAVAILABLE_SCREEN,
  errorScreenPayload,
  isTryAgainScreen,
  remainingDataTime,
  SLOW_DATA_SCREEN,
} from "./page-data";

describe("the spec's data fetch timeout", () => {
  it("is 12 s (spec §8, §9)", () => {
    expect(DATA_FETCH_TIMEOUT_MS).toBe(12_000);
  });

  it("is one budget per request, counted from its first read", () => {
    expect(remainingDataTime(1_000, 1_000)).toBe(12_000);
    expect(remainingDataTime(1_000, 5_000)).toBe(8_000);
    // A second read started 11.5 s in gets what is left, not 12 s more.
    expect(remainingDataTime(1_000, 12_500)).toBe(500);
    expect(remainingDataTime(1_000, 13_000)).toBe(0);
    expect(remainingDataTime(1_000, 60_000)).toBe(0);
    expect(remainingDataTime(0, 10, 50)).toBe(40);
  });
});

describe("errorScreenPayload", () => {
  it("reads a loader's data({ screen }) object", () => {
    expect(errorScreenPayload({ screen: SLOW_DATA_SCREEN })).toEqual({ screen: "slow-data" });
    expect(errorScreenPayload({ screen: "feature-unavailable", feature: "Radio" })).toEqual({
      screen: "feature-unavailable",
      feature: "Radio",
    });
    expect(errorScreenPayload({ screen: "sign-in", returnTo: "/profile" })).toEqual({
      screen: "sign-in",
      returnTo: "/profile",
    });
  });

  it("reads the JSON text of a .data answer React Router did not encode", () => {
    expect(errorScreenPayload('{"screen":"database-unavailable"}')).toEqual({ screen: DATABASE_UNAVAILABLE_SCREEN });
  });

  it("gives nothing for text, broken JSON, arrays, other types and fields of the wrong type", () => {
    expect(errorScreenPayload("Unexpected Server Error")).toBeUndefined();
    expect(errorScreenPayload("{not json")).toBeUndefined();
    expect(errorScreenPayload("[1]")).toBeUndefined();
    expect(errorScreenPayload(["database-unavailable"])).toBeUndefined();
    expect(errorScreenPayload(null)).toBeUndefined();
    expect(errorScreenPayload(undefined)).toBeUndefined();
    expect(errorScreenPayload(503)).toBeUndefined();
    expect(errorScreenPayload({ screen: 1, feature: null })).toEqual({});
  });
});

describe("isTryAgainScreen", () => {
  it("is the slow-data and database screens only", () => {
    expect(isTryAgainScreen(SLOW_DATA_SCREEN)).toBe(true);
    expect(isTryAgainScreen(DATABASE_UNAVAILABLE_SCREEN)).toBe(true);
    expect(isTryAgainScreen("feature-unavailable")).toBe(false);
    expect(isTryAgainScreen(undefined)).toBe(false);
  });
});
