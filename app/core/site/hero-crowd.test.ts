import { describe, expect, it } from "vitest";
import { renderHeroCrowdSvg } from "./hero-crowd";

describe("hero crowd artwork", () => {
  it("is a standalone, deterministic SVG of people", () => {
    const svg = renderHeroCrowdSvg();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 160"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toBe(renderHeroCrowdSvg());
    expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThan(50);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
