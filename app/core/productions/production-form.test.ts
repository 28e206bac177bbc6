import { describe, expect, it } from "vitest";
import { productionFormSchema } from "./production-form";
import { PRODUCTION_DESCRIPTION_MAX } from "./productions";

describe("productionFormSchema", () => {
  it("accepts a name and an optional description, trimmed", () => {
    expect(productionFormSchema.parse({ name: "  Nachtwerk ", description: " Techno. " })).toEqual({
      name: "Nachtwerk",
      description: "Techno.",
    });
    expect(productionFormSchema.parse({ name: "Nachtwerk" }).description).toBe("");
  });
  it("refuses a missing name and an over-long description with a message for the field", () => {
    const short = productionFormSchema.safeParse({ name: " x " });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ["name"] });
    const long = productionFormSchema.safeParse({
      name: "Ok",
      description: "a".repeat(PRODUCTION_DESCRIPTION_MAX + 1),
    });
    expect(long.error?.issues[0]).toMatchObject({ path: ["description"], message: expect.stringContaining("2,000") });
  });
});
