import { describe, expect, it } from "vitest";
import { sectionKicker, sectionNumber } from "./section-numbers";

describe("legal page section numbers", () => {
  it("numbers from 01 with two digits", () => {
    expect(sectionNumber(0)).toBe("01");
    expect(sectionNumber(11)).toBe("12");
  });
  it("names a section by its place in the list", () => {
    const sections = [{ id: "scope" }, { id: "account" }, { id: "contact" }];
    expect(sectionKicker(sections, "scope")).toBe("Section 01");
    expect(sectionKicker(sections, "contact")).toBe("Section 03");
  });
});
