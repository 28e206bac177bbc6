import { describe, expect, it } from "vitest";
import {
  nextSupportRetentionAt,
  parseSupportFilters,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_TOPICS,
  supportMessageActionSchema,
  supportMessageSchema,
  supportRetentionCutoff,
} from "./support";

const valid = { topic: "problem", message: "The radio stops after one track.", email: "Fan@Example.com", page: "" };
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = supportMessageSchema.safeParse(input);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the support form's schema", () => {
  it("accepts every topic of the list, lower-cases the address and leaves an empty page out", () => {
    for (const { value } of SUPPORT_TOPICS) {
      const parsed = supportMessageSchema.parse({ ...valid, topic: value });
      expect(parsed).toEqual({ topic: value, message: valid.message, email: "fan@example.com", page: null });
    }
  });

  it("refuses a topic outside the list, an empty or missing message, and one over 5,000 characters", () => {
    expect(errorsOf({ ...valid, topic: "sales" })).toEqual({ topic: SUPPORT_MESSAGES.topic });
    expect(errorsOf({ ...valid, topic: undefined })).toEqual({ topic: SUPPORT_MESSAGES.topic });
    expect(errorsOf({ ...valid, message: "   " })).toEqual({ message: SUPPORT_MESSAGES.messageMissing });
    expect(errorsOf({ ...valid, message: undefined })).toEqual({ message: SUPPORT_MESSAGES.messageMissing });
    expect(SUPPORT_MESSAGE_MAX).toBe(5000);
    expect(errorsOf({ ...valid, message: "x".repeat(5000) })).toBeNull();
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })?.message).toBe(
      "Your message is too long (at most 5,000 characters)",
    );
    expect(errorsOf({ ...valid, message: "x".repeat(10_000) })?.message).toMatch(/too long/);
  });

  it("refuses a malformed or missing reply address", () => {
    expect(errorsOf({ ...valid, email: "" })).toEqual({ email: SUPPORT_MESSAGES.replyAddress });
    for (const email of ["fan@", "fan example.com", "<b>fan</b>@example.com", "Fan <fan@example.com>"])
      expect(errorsOf({ ...valid, email })?.email, email).toBe("Enter a valid email address, like name@example.com.");
  });

  it("keeps markup in the message as the characters typed", () => {
    const message = "<script>alert(1)</script> <b>bold</b>";
    expect(supportMessageSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it("takes the page as a path of the site or an http(s) address, nothing else", () => {
    expect(supportMessageSchema.parse({ ...valid, page: " /events?city=Berlin " }).page).toBe("/events?city=Berlin");
    expect(supportMessageSchema.parse({ ...valid, page: "https://booth.example/dj/x" }).page).toBe(
      "https://booth.example/dj/x",
    );
    for (const page of ["javascript:alert(1)", "//evil.example", "events page", "ftp://x.example/y"])
      expect(errorsOf({ ...valid, page })?.page, page).toBe(SUPPORT_MESSAGES.page);
    expect(errorsOf({ ...valid, page: `/${"a".repeat(500)}` })?.page).toMatch(/too long/);
  });
});

describe("the inbox", () => {
  it("reads known filters and ignores the rest", () => {
    expect(parseSupportFilters(new URLSearchParams("status=closed&topic=press"))).toEqual({
      status: "closed",
      topic: "press",
    });
    expect(parseSupportFilters(new URLSearchParams("status=all&topic=<b>"))).toEqual({ status: null, topic: null });
  });

  it("takes a reply or a status change with a note, and refuses anything else", () => {
    expect(supportMessageActionSchema.parse({ intent: "reply", message: " Thanks! " })).toEqual({
      intent: "reply",
      message: "Thanks!",
    });
    expect(supportMessageActionSchema.parse({ intent: "status", status: "closed", note: "" })).toEqual({
      intent: "status",
      status: "closed",
      note: null,
    });
    expect(supportMessageActionSchema.safeParse({ intent: "reply", message: "" }).success).toBe(false);
    expect(supportMessageActionSchema.safeParse({ intent: "status", status: "spam" }).success).toBe(false);
    expect(supportMessageActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("retention", () => {
  it("deletes what was sent more than 12 calendar months ago", () => {
    expect(supportRetentionCutoff(new Date("2026-12-07T10:00:00Z")).toISOString()).toBe("2025-12-07T10:00:00.000Z");
    // The last day of a shorter month stands in for a day it does not have.
    expect(supportRetentionCutoff(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(supportRetentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
  });

  it("runs daily at 03:30 UTC", () => {
    expect(nextSupportRetentionAt(new Date("2026-12-07T01:00:00Z")).toISOString()).toBe("2026-12-07T03:30:00.000Z");
    expect(nextSupportRetentionAt(new Date("2026-12-07T03:30:00Z")).toISOString()).toBe("2026-12-08T03:30:00.000Z");
  });
});
