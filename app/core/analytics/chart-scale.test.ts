import { describe, expect, it } from "vitest";
import { axisTicks, compactNumber, niceMax } from "./chart-scale";

describe("chart scale", () => {
  it("rounds the top of the axis up to a nice number", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(21)).toBe(25);
    expect(niceMax(26)).toBe(50);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(501)).toBe(1000);
  });

  it("gives whole ticks from zero to the top", () => {
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(21)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(400)).toEqual([0, 125, 250, 375, 500]);
  });

  it("shortens thousands", () => {
    expect(compactNumber(950)).toBe("950");
    expect(compactNumber(1200)).toBe("1.2k");
  });
});
