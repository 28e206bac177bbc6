import { describe, expect, it } from "vitest";
import { adminVenueCreateSchema } from "~/core/admin/admin-venues";
import { bookingInquirySchema } from "~/core/booking/booking";
import { venueStaffIntentSchema } from "~/core/venues/venue-staff";
import { signUpSchema } from "./account-schemas";
import { EMAIL_MESSAGES, emailAddressSchema, isEmailAddress } from "./email-address";

const HOSTILE = [
  "<b>x</b>@example.com",
  '"x@example.com /b" <b>',
  "Ana <ana@example.com>",
  "ana@example.com, eve@example.com",
  "ana@example.com\r\nBcc: eve@example.com",
  "ana @example.com",
  "ana@exa mple.com",
  "ana@localhost",
  "ana@@example.com",
  "javascript:alert(1)@example.com",
  `${"a".repeat(250)}@example.com`,
];

describe("one e-mail rule", () => {
  it("keeps a plain address, trimmed and lower-cased", () => {
    expect(emailAddressSchema().parse("  Ana.Maria+booth@Example.co.uk ")).toBe("ana.maria+booth@example.co.uk");
    expect(isEmailAddress("o'neil@example.com")).toBe(true);
  });

  it("refuses markup, display names, lists, header breaks and spaces", () => {
    for (const value of HOSTILE) {
      expect(emailAddressSchema().safeParse(value).success, value).toBe(false);
      expect(isEmailAddress(value), value).toBe(false);
    }
    expect(emailAddressSchema().safeParse("<b>x</b>@example.com").error?.issues[0].message).toBe(
      EMAIL_MESSAGES.invalid,
    );
  });

  it("is the rule of every address field: sign-up, staff invitation, admin owner, booking inquiry", () => {
    const fields = [
      (email: string) => signUpSchema.safeParse({ name: "Ana", email, password: "a long enough pass" }),
      (email: string) => venueStaffIntentSchema.safeParse({ intent: "invite", email, role: "manager" }),
      (email: string) => bookingInquirySchema("2026-01-01").shape.email.safeParse(email),
      (email: string) => adminVenueCreateSchema.shape.ownerEmail.safeParse(email),
    ];
    for (const parse of fields) {
      for (const value of HOSTILE) {
        const result = parse(value);
        expect(result.success, value).toBe(false);
        expect(
          result.error?.issues.some(
            (i) => i.path.includes("email") || i.path.length === 0 || i.path[0] === "ownerEmail",
          ),
        ).toBe(true);
      }
      expect(parse("ana@example.com").error?.issues.filter((i) => i.path[0] === "email") ?? []).toEqual([]);
    }
  });
});
