import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/core/forms/form-result";
import { venueDetailsFormValues, venueDetailsSchema } from "./venue-details";

describe("venueDetailsSchema", () => {
  it("trims, lowers the type, reads capacity with separators and the booking checkbox", () => {
    expect(
      venueDetailsSchema.parse({
        name: "  The   Vault ",
        description: " Dark room.\r\nBig sound. ",
        city: "",
        country: " UK ",
        venueType: "Beach Club",
        capacityStanding: "1,500",
        websiteUrl: "https://thevault.example",
        acceptsBookings: "on",
      }),
    ).toEqual({
      name: "The Vault",
      description: "Dark room.\nBig sound.",
      city: null,
      country: "UK",
      venueType: "beach club",
      capacityStanding: 1500,
      websiteUrl: "https://thevault.example/",
      acceptsBookings: true,
    });
    expect(venueDetailsSchema.parse({ name: "X" })).toMatchObject({ capacityStanding: null, acceptsBookings: false });
  });

  it("names each bad field", () => {
    const result = venueDetailsSchema.safeParse({
      name: " ",
      capacityStanding: "12.5",
      websiteUrl: "http://insecure.example",
      city: "c".repeat(81),
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!);
    expect(errors).toEqual({
      name: "Enter the venue name.",
      capacityStanding: "Enter a whole number of people from 1 to 200,000.",
      websiteUrl: "Use a secure link starting with https://",
      city: "Keep the city under 80 characters.",
    });
  });

  it("round-trips the stored venue through the form's strings", () => {
    const stored = {
      name: "Pier 9",
      description: null,
      city: "Amsterdam",
      country: "Netherlands",
      venueType: "club",
      capacityStanding: 1100,
      websiteUrl: null,
      acceptsBookings: true,
    };
    expect(venueDetailsSchema.parse(venueDetailsFormValues(stored))).toEqual({ ...stored, description: "" });
  });
});
