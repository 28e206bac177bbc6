import { describe, expect, it } from "vitest";
import {
  bookingBulkSchema,
  bookingInquiryActionSchema,
  bookingListHref,
  bookingReplySubject,
  parseBookingListFilter,
} from "./admin-bookings";

describe("booking inquiries list filter", () => {
  it("reads every filter and falls back to safe defaults", () => {
    const f = parseBookingListFilter(
      new URLSearchParams(
        "status=negotiating&dj=nadia-voss&gigFrom=2027-01-01&gigTo=bad&q=%20warehouse&sort=gig-asc&page=2",
      ),
    );
    expect(f).toEqual({
      status: "negotiating",
      dj: "nadia-voss",
      gigFrom: "2027-01-01",
      gigTo: null,
      receivedFrom: null,
      receivedTo: null,
      q: "warehouse",
      sort: "gig-asc",
      page: 2,
    });
    const d = parseBookingListFilter(new URLSearchParams("status=paid&dj=Robert'); drop&sort=x&page=0"));
    expect([d.status, d.dj, d.sort, d.page]).toEqual(["open", null, "received-desc", 1]);
    expect(parseBookingListFilter(new URLSearchParams("status=all")).status).toBe("all");
  });

  it("builds links that keep the filter and reset the page", () => {
    const f = parseBookingListFilter(new URLSearchParams("status=new&q=mara&page=3"));
    expect(bookingListHref(f)).toBe("?status=new&q=mara");
    expect(bookingListHref(f, { page: 4 })).toBe("?status=new&q=mara&page=4");
    expect(bookingListHref(parseBookingListFilter(new URLSearchParams()))).toBe("?");
  });
});

describe("booking inquiry actions", () => {
  it("accepts a status change with an optional note and refuses unknown statuses", () => {
    expect(bookingInquiryActionSchema.parse({ intent: "status", status: "contacted", note: "  " })).toEqual({
      intent: "status",
      status: "contacted",
      note: null,
    });
    expect(bookingInquiryActionSchema.safeParse({ intent: "status", status: "paid" }).success).toBe(false);
  });

  it("needs a real reply and a non-empty note", () => {
    const short = bookingInquiryActionSchema.safeParse({ intent: "reply", message: "ok" });
    expect(short.success ? "" : short.error.issues[0]?.message).toBe("Write at least 10 characters.");
    const empty = bookingInquiryActionSchema.safeParse({ intent: "note", note: " " });
    expect(empty.success ? "" : empty.error.issues[0]?.message).toBe("Write the note first.");
  });

  it("bulk archive needs at least one valid id", () => {
    expect(bookingBulkSchema.safeParse({ intent: "archive", ids: [] }).success).toBe(false);
    expect(bookingBulkSchema.safeParse({ intent: "archive", ids: ["x"] }).success).toBe(false);
    expect(
      bookingBulkSchema.safeParse({ intent: "archive", ids: ["6f1c1f9e-2c61-4c1f-9d4f-0a3c2f1b7e11"] }).success,
    ).toBe(true);
  });

  it("names the DJ in the reply subject when known", () => {
    expect(bookingReplySubject("Nadia Voss")).toBe("Re: your booking inquiry for Nadia Voss");
    expect(bookingReplySubject(null)).toBe("Re: your booking inquiry");
  });
});
