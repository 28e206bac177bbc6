import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES } from "~/core/accounts/email-address";
import { fieldErrorsOf } from "~/core/forms/form-result";
import {
  ADMIN_PRODUCTION_FILTERS,
  ADMIN_VENUE_FILTERS,
  adminListHref,
  adminListSummary,
  adminProductionCreateSchema,
  adminProductionIntentSchema,
  adminVenueCreateSchema,
  adminVenueIntentSchema,
  noAccountMessage,
  parseAdminListParams,
  productionFlagNotice,
} from "./admin-venues";

const ID = "6f1c1c3e-2d0b-4c55-9a43-8a0b7d0f1e11";

describe("admin venue and production list params", () => {
  it("reads the state filter and the search; unknown states are all", () => {
    const params = new URLSearchParams("status=deactivated&q=%20%20the%20%20vault%20");
    expect(parseAdminListParams(params, ADMIN_VENUE_FILTERS)).toEqual({ status: "deactivated", q: "the vault" });
    expect(parseAdminListParams(new URLSearchParams("status=deleted"), ADMIN_VENUE_FILTERS).status).toBe("all");
    expect(parseAdminListParams(new URLSearchParams("status=deactivated"), ADMIN_PRODUCTION_FILTERS).status).toBe(
      "all",
    );
    expect(parseAdminListParams(new URLSearchParams(`q=${"x".repeat(300)}`), ADMIN_VENUE_FILTERS).q).toHaveLength(100);
  });

  it("links keep the search and drop the default state", () => {
    expect(adminListHref("all", "")).toBe("?");
    expect(adminListHref("active", "")).toBe("?status=active");
    expect(adminListHref("all", "berlin club")).toBe("?q=berlin+club");
  });

  it("summarises the list", () => {
    expect(adminListSummary(1, ["venue", "venues"], "all", "")).toBe("1 venue");
    expect(adminListSummary(1200, ["venue", "venues"], "deactivated", "vault")).toBe(
      "1,200 venues · deactivated matching “vault”",
    );
    expect(adminListSummary(0, ["production line", "production lines"], "inactive", "")).toBe(
      "0 production lines · inactive",
    );
  });
});

describe("admin venue create form", () => {
  const valid = {
    name: "  The Arches ",
    ownerEmail: " Owner@Example.com ",
    capacityStanding: "900",
    venueType: "Club",
  };

  it("trims, lower-cases the type, reads the capacity, empties become null", () => {
    expect(adminVenueCreateSchema.parse({ ...valid, city: " ", description: "" })).toEqual({
      name: "The Arches",
      city: null,
      country: null,
      venueType: "club",
      capacityStanding: 900,
      description: null,
      ownerEmail: "owner@example.com",
    });
  });

  it("refuses a missing name and owner, a bad email and a bad capacity, each on its field", () => {
    // As the form shows them: the first message per field.
    const issues = (values: Record<string, string>) => {
      const result = adminVenueCreateSchema.safeParse(values);
      return result.success ? {} : fieldErrorsOf(result.error);
    };
    expect(issues({ name: "", ownerEmail: "" })).toMatchObject({
      name: "Enter the venue's name",
      ownerEmail: "Enter the owner's email address",
    });
    expect(issues({ ...valid, ownerEmail: "not-an-email" })).toEqual({ ownerEmail: EMAIL_MESSAGES.invalid });
    expect(issues({ ...valid, capacityStanding: "lots" })).toEqual({
      capacityStanding: "Enter the standing capacity as a whole number",
    });
    expect(issues({ ...valid, capacityStanding: "0" })).toEqual({
      capacityStanding: "Capacity is between 1 and 200000",
    });
  });
});

describe("admin production create form", () => {
  it("takes an optional slug in the slug alphabet", () => {
    expect(adminProductionCreateSchema.parse({ name: "Night Shift", ownerEmail: "a@b.co" }).slug).toBeNull();
    expect(
      adminProductionCreateSchema.parse({ name: "Night Shift", slug: " Night-Shift ", ownerEmail: "a@b.co" }).slug,
    ).toBe("night-shift");
    for (const slug of ["night shift", "-night", "night-", "nacht/schicht", "x".repeat(61)])
      expect(adminProductionCreateSchema.safeParse({ name: "Night Shift", slug, ownerEmail: "a@b.co" }).success).toBe(
        false,
      );
  });
});

describe("admin list intents", () => {
  it("reads each venue action and refuses anything else", () => {
    expect(adminVenueIntentSchema.parse({ intent: "deactivate", venueId: ID })).toEqual({
      intent: "deactivate",
      venueId: ID,
    });
    expect(adminVenueIntentSchema.parse({ intent: "assign-owner", venueId: ID, ownerEmail: "a@b.co" })).toMatchObject({
      ownerEmail: "a@b.co",
    });
    expect(adminVenueIntentSchema.safeParse({ intent: "delete", venueId: ID }).success).toBe(false);
    expect(adminVenueIntentSchema.safeParse({ intent: "deactivate", venueId: "the-vault" }).success).toBe(false);
  });

  it("reads a production switch with its new value", () => {
    expect(
      adminProductionIntentSchema.parse({
        intent: "set-flag",
        productionLineId: ID,
        flag: "isFeatured",
        value: "true",
      }),
    ).toEqual({ intent: "set-flag", productionLineId: ID, flag: "isFeatured", value: true });
    expect(
      adminProductionIntentSchema.safeParse({
        intent: "set-flag",
        productionLineId: ID,
        flag: "eventCount",
        value: "1",
      }).success,
    ).toBe(false);
  });

  it("words the results", () => {
    expect(productionFlagNotice("Night Shift", "isVerified", true)).toBe("Night Shift is verified");
    expect(productionFlagNotice("Night Shift", "isFeatured", false)).toBe("Night Shift is no longer featured");
    expect(noAccountMessage(" Who@Nowhere.test ")).toBe(
      "No account uses who@nowhere.test. The owner must sign up first.",
    );
  });
});
