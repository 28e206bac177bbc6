import { describe, expect, it } from "vitest";
import { createDjSchema } from "~/core/admin/admin-djs";
import { adminProductionCreateSchema, adminVenueCreateSchema } from "~/core/admin/admin-venues";
import { djProfileFormSchema } from "~/core/djs/dj-profile-form";
import { productionFormSchema } from "~/core/productions/production-form";
import { venueDetailsSchema } from "~/core/venues/venue-details";
import { isPlainText, plainTextMessage } from "./plain-text";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("names are plain text", () => {
  it("tells markup from text", () => {
    expect(isPlainText("Ellis Crane & Friends")).toBe(true);
    expect(isPlainText("<img src=x onerror=alert(1)>")).toBe(false);
    expect(isPlainText("<h1>BIG</h1>")).toBe(false);
    expect(isPlainText("a > b")).toBe(false);
  });

  it("is asked of a DJ's, a venue's and a production line's name, wherever it is edited", () => {
    const tag = "<h1>BIG</h1>";
    expect(messagesOf(djProfileFormSchema.safeParse({ displayName: tag }))).toContain(plainTextMessage("The DJ name"));
    expect(messagesOf(createDjSchema.safeParse({ intent: "create", displayName: tag }))).toContain(
      plainTextMessage("The DJ's name"),
    );
    expect(messagesOf(productionFormSchema.safeParse({ name: tag }))).toEqual([plainTextMessage("The name")]);
    expect(messagesOf(adminProductionCreateSchema.safeParse({ name: tag }))).toContain(plainTextMessage("The name"));
    expect(messagesOf(adminVenueCreateSchema.safeParse({ name: tag }))).toContain(plainTextMessage("The name"));
    expect(messagesOf(venueDetailsSchema.safeParse({ name: tag }))).toContain(plainTextMessage("The venue name"));
    expect(messagesOf(productionFormSchema.safeParse({ name: "Block Party NYC" }))).toEqual([]);
  });
});
