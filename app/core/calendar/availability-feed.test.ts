import { describe, expect, it } from "vitest";
import { availabilityFeedPath, buildAvailabilityFeed, holdSequence, holdSummary } from "./availability-feed";

const base = {
  promoterEmail: "aurora@promoters.test",
  note: "Main floor",
  inquiryId: "8b1f1c8e-3c52-4d0f-9f5e-1b2a7c3d4e5f",
};

describe("the private availability feed", () => {
  it("writes holds ranked and confirmed dates as all-day entries with stable UIDs", () => {
    const ics = buildAvailabilityFeed({
      djName: "Amara Obi",
      timeZone: "Europe/Berlin",
      origin: "https://booth.test/",
      now: new Date("2026-12-07T10:00:00Z"),
      holds: [
        {
          ...base,
          id: "a1",
          day: "2026-12-19",
          rank: 1,
          status: "active",
          promoterName: "Club Aurora",
          updatedAt: new Date("2026-12-01T09:00:00Z"),
        },
        {
          ...base,
          id: "b2",
          day: "2026-12-31",
          rank: null,
          status: "confirmed",
          promoterName: "Sonar Nights",
          promoterEmail: null,
          note: null,
          inquiryId: null,
          updatedAt: new Date("2026-12-02T09:00:00Z"),
        },
      ],
      gigs: [{ day: "2027-01-09", eventId: "tresor-night", name: "Tresor Night" }],
    });
    const text = ics.replace(/\r\n /g, "");
    expect(text).toContain("UID:hold-a1@booth");
    expect(text).toContain("SUMMARY:Hold (1st): Club Aurora");
    expect(text).toContain("DTSTART;VALUE=DATE:20261219");
    expect(text).toContain("DTEND;VALUE=DATE:20261220");
    expect(text).toContain("SUMMARY:Confirmed: Sonar Nights");
    expect(text).toContain("SUMMARY:Confirmed: Tresor Night");
    expect(text).toContain("https://booth.test/mate/bookings/8b1f1c8e-3c52-4d0f-9f5e-1b2a7c3d4e5f");
    expect(text).toContain(`SEQUENCE:${holdSequence(new Date("2026-12-01T09:00:00Z"))}`);
  });

  it("a hold's SEQUENCE grows with each change, and its summary follows its rank", () => {
    expect(holdSequence(new Date("2026-12-02T00:00:01Z"))).toBeGreaterThan(
      holdSequence(new Date("2026-12-02T00:00:00Z")),
    );
    expect(holdSummary({ status: "active", rank: 2, promoterName: "Tresor" })).toBe("Hold (2nd): Tresor");
    expect(availabilityFeedPath("abc")).toBe("/calendar/abc/availability.ics");
  });
});
