import { describe, expect, it } from "vitest";
import { bookingInquirySchema, earliestEventDate, localIsoDate } from "./booking";

const base = {
  name: "Lena",
  email: "lena@example.com",
  eventDate: "2026-12-31",
  city: "Berlin",
  eventType: "Festival",
  budgetRange: "Not sure yet",
  message: "A sunrise slot on the main stage, around two hours.",
};

describe("bookingInquirySchema", () => {
  const schema = bookingInquirySchema("2026-11-22");

  it("accepts a complete inquiry and normalises optional fields to null", () => {
    const parsed = schema.parse({ ...base, phone: "", venue: "  " });
    expect(parsed).toMatchObject({ phone: null, venue: null, email: "lena@example.com" });
  });

  it("accepts the minimum date itself and refuses the day before", () => {
    expect(schema.safeParse({ ...base, eventDate: "2026-11-22" }).success).toBe(true);
    const before = schema.safeParse({ ...base, eventDate: "2026-11-21" });
    expect(before.success).toBe(false);
    expect(before.error?.issues[0].message).toBe("Choose today or a later date.");
  });

  it("refuses dates more than three years ahead and impossible calendar dates", () => {
    expect(schema.safeParse({ ...base, eventDate: "2029-11-22" }).success).toBe(true);
    expect(schema.safeParse({ ...base, eventDate: "2029-11-23" }).error?.issues[0].message).toMatch(/3 years/);
    expect(schema.safeParse({ ...base, eventDate: "2026-02-30" }).error?.issues[0].message).toBe(
      "Choose a valid date.",
    );
  });

  it("only takes the listed event types and budget ranges", () => {
    expect(schema.safeParse({ ...base, eventType: "Rave" }).success).toBe(false);
    expect(schema.safeParse({ ...base, budgetRange: "$1" }).success).toBe(false);
  });
});

describe("event date bounds", () => {
  it("the server's earliest date is the calendar date at UTC−12", () => {
    expect(earliestEventDate(new Date("2026-11-22T11:59:00Z"))).toBe("2026-11-21");
    expect(earliestEventDate(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
  });

  it("the browser uses its local date", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
