import { describe, expect, it } from "vitest";
import { galleryImageSources } from "./gallery-image-sources";
import {
  BOOKING_STATUSES,
  bookingStatusChangeSchema,
  moveInOrder,
  nextBookingStatuses,
  parseBookingFilter,
  upcomingThenPast,
  VENUE_GALLERY_MAX,
  venueMediaActionSchema,
} from "./venue-ops";

describe("upcomingThenPast", () => {
  it("lists upcoming soonest first, then past latest first", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const events = [
      { id: "old", startsAt: "2026-01-01T22:00:00Z" },
      { id: "next-month", startsAt: "2026-12-20T22:00:00Z" },
      { id: "tonight", startsAt: "2026-11-26T22:00:00Z" },
      { id: "last-week", startsAt: "2026-11-19T22:00:00Z" },
    ];
    const { upcoming, past } = upcomingThenPast(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(["tonight", "next-month"]);
    expect(past.map((e) => e.id)).toEqual(["last-week", "old"]);
  });
});

describe("booking statuses", () => {
  it("follow new → contacted → negotiating → confirmed / declined → archived", () => {
    expect(BOOKING_STATUSES).toEqual(["new", "contacted", "negotiating", "confirmed", "declined", "archived"]);
    expect(nextBookingStatuses("new")).toContain("contacted");
    expect(nextBookingStatuses("contacted")).toContain("negotiating");
    expect(nextBookingStatuses("negotiating")).toEqual(["confirmed", "declined", "archived"]);
    expect(nextBookingStatuses("confirmed")).toEqual(["archived"]);
    expect(nextBookingStatuses("declined")).toEqual(["archived"]);
    expect(nextBookingStatuses("new")).not.toContain("confirmed");
    expect(nextBookingStatuses("whatever")).toEqual(["archived"]);
  });
  it("never offers the current status as a change", () => {
    for (const status of BOOKING_STATUSES) expect(nextBookingStatuses(status)).not.toContain(status);
  });
  it("parses a status change and refuses unknown statuses", () => {
    const id = "6f1c1b7e-5b7a-4a39-9a53-1f6f3f0d1a2b";
    expect(bookingStatusChangeSchema.safeParse({ intent: "status", inquiryId: id, status: "contacted" }).data).toEqual({
      intent: "status",
      inquiryId: id,
      status: "contacted",
      note: null,
    });
    expect(bookingStatusChangeSchema.safeParse({ intent: "status", inquiryId: id, status: "won" }).success).toBe(false);
    expect(bookingStatusChangeSchema.safeParse({ intent: "status", inquiryId: "1", status: "new" }).success).toBe(
      false,
    );
  });
  it("filters open inquiries by default", () => {
    expect(parseBookingFilter(null)).toBe("open");
    expect(parseBookingFilter("nonsense")).toBe("open");
    expect(parseBookingFilter("all")).toBe("all");
    expect(parseBookingFilter("new")).toBe("new");
  });
});

describe("gallery", () => {
  it("holds 30 images", () => {
    expect(VENUE_GALLERY_MAX).toBe(30);
  });
  it("moves one image a place and leaves the ends alone", () => {
    expect(moveInOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(moveInOrder(["a", "b", "c"], "a", "up")).toEqual(["a", "b", "c"]);
    expect(moveInOrder(["a", "b", "c"], "c", "down")).toEqual(["a", "b", "c"]);
    expect(moveInOrder(["a", "b", "c"], "x", "down")).toEqual(["a", "b", "c"]);
  });
  it("keeps captions short and empty captions null", () => {
    const id = "6f1c1b7e-5b7a-4a39-9a53-1f6f3f0d1a2b";
    expect(venueMediaActionSchema.safeParse({ intent: "caption", mediaId: id, caption: "  " }).data).toEqual({
      intent: "caption",
      mediaId: id,
      caption: null,
    });
    expect(venueMediaActionSchema.safeParse({ intent: "caption", mediaId: id, caption: "x".repeat(201) }).success).toBe(
      false,
    );
  });
});

describe("galleryImageSources", () => {
  it("serves an upload's 640 rendition with the 1280 one and AVIF for wide screens", () => {
    const url = "/uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-1280.webp";
    expect(galleryImageSources(url)).toEqual({
      src: "/uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-640.webp",
      srcSet:
        "/uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-640.webp 640w, /uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-1280.webp 1280w",
      avifSet:
        "/uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-640.avif 640w, /uploads/venues/123e4567-e89b-12d3-a456-426614174000/abc123xyz-1280.avif 1280w",
      full: url,
    });
  });
  it("shows generated artwork as its WebP raster", () => {
    expect(galleryImageSources("/art/venue/fabric-gallery-1.svg")).toEqual({
      src: "/art/venue/fabric-gallery-1.webp",
      full: "/art/venue/fabric-gallery-1.webp",
    });
  });
});
