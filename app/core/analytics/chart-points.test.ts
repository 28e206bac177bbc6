import { describe, expect, it } from "vitest";
import { nextPointIndex, pointDescription, pointLabel, tooltipAlign } from "./chart-points";

describe("nextPointIndex", () => {
  it("moves one point with the arrows, a week with Page Up/Down, to the ends with Home/End, never past them", () => {
    expect(nextPointIndex("ArrowLeft", 5, 30)).toBe(4);
    expect(nextPointIndex("ArrowDown", 5, 30)).toBe(4);
    expect(nextPointIndex("ArrowRight", 5, 30)).toBe(6);
    expect(nextPointIndex("ArrowUp", 5, 30)).toBe(6);
    expect(nextPointIndex("ArrowLeft", 0, 30)).toBe(0);
    expect(nextPointIndex("ArrowRight", 29, 30)).toBe(29);
    expect(nextPointIndex("PageDown", 10, 30)).toBe(3);
    expect(nextPointIndex("PageDown", 3, 30)).toBe(0);
    expect(nextPointIndex("PageUp", 25, 30)).toBe(29);
    expect(nextPointIndex("Home", 17, 30)).toBe(0);
    expect(nextPointIndex("End", 2, 30)).toBe(29);
  });
  it("leaves other keys (Tab, Enter) to the browser, and has nowhere to go without points", () => {
    expect(nextPointIndex("Tab", 3, 30)).toBeNull();
    expect(nextPointIndex("Enter", 3, 30)).toBeNull();
    expect(nextPointIndex("ArrowLeft", 0, 0)).toBeNull();
  });
});

describe("pointLabel and pointDescription", () => {
  it("reads a UTC day as a date with its weekday, whatever the machine's zone; hours and names stay as given", () => {
    expect(pointLabel("2026-11-20")).toBe("Fri 20 Nov 2026");
    expect(pointLabel("2026-01-01")).toBe("Thu 1 Jan 2026");
    expect(pointLabel("14:00")).toBe("14:00");
    expect(pointLabel("Instagram")).toBe("Instagram");
  });
  it("names every series' value at the point, with thousands separated", () => {
    expect(
      pointDescription("2026-11-20", [
        { label: "Views", value: 1234 },
        { label: "Shares", value: 0 },
      ]),
    ).toBe("Fri 20 Nov 2026: 1,234 Views, 0 Shares");
  });
});

describe("tooltipAlign", () => {
  it("keeps the tooltip inside the plot near either edge", () => {
    expect(tooltipAlign(0)).toBe("start");
    expect(tooltipAlign(50)).toBe("center");
    expect(tooltipAlign(100)).toBe("end");
  });
});
