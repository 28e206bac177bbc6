import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "~/core/text/rich-text";
import {
  beyondEventHorizon,
  duplicateStart,
  EVENT_MAX_YEARS_AHEAD,
  eventFormSchema,
  eventFormValues,
  eventInstants,
  eventReviewSchema,
  eventSavedNotice,
  eventStatusAfterSave,
  parseAdminEventFilter,
  recurrenceOf,
  timeZoneForCountry,
} from "./event-form";
import { addDays, localDateOf, localTimeOf } from "./events";

const DJ = "0b8e4c4e-8d2f-4a51-9a3e-2a1f3c4d5e6f";
const future = addDays(new Date().toISOString().slice(0, 10), 30);

function valid(overrides: Record<string, string> = {}) {
  return {
    name: "Warehouse Sessions",
    date: future,
    startTime: "22:00",
    endTime: "06:00",
    timeZone: "Europe/Berlin",
    venueId: "",
    venue: "Tresor",
    location: "Berlin, Germany",
    productionLineId: "",
    ticketUrl: "https://tickets.example/ws",
    description: "Doors at 22:00.",
    lineup: JSON.stringify([
      { djProfileId: DJ, name: "Amara Obi" },
      { djProfileId: null, name: "Guest Friend" },
    ]),
    ...overrides,
  };
}

describe("eventFormSchema", () => {
  it("accepts a complete event and reads the lineup in order", () => {
    const parsed = eventFormSchema.parse(valid());
    expect(parsed.name).toBe("Warehouse Sessions");
    expect(parsed.lineup).toEqual([
      { djProfileId: DJ, name: "Amara Obi" },
      { djProfileId: null, name: "Guest Friend" },
    ]);
    expect(parsed.intent).toBe("save");
    expect(parsed.ticketUrl).toBe("https://tickets.example/ws");
  });

  it("puts each mistake next to its field", () => {
    const result = eventFormSchema.safeParse(
      valid({
        name: " ",
        date: "tomorrow",
        startTime: "25:00",
        timeZone: "Mars/Olympus",
        ticketUrl: "javascript:alert(1)",
      }),
    );
    expect(result.success).toBe(false);
    const fields = new Map(result.error?.issues.map((i) => [String(i.path[0]), i.message]));
    expect(fields.get("name")).toBe("Event name is required");
    expect(fields.get("date")).toBe("Choose the day of the event");
    expect(fields.get("startTime")).toBe("Give the start time (HH:MM)");
    expect(fields.get("timeZone")).toBe("Choose a time zone from the list");
    expect(fields.get("ticketUrl")).toBe("The tickets link must start with http:// or https://");
  });

  it("refuses HTML in text fields and in free lineup names", () => {
    const fields = (v: Record<string, string>) =>
      eventFormSchema.safeParse(valid(v)).error?.issues.map((i) => [String(i.path[0]), i.message]) ?? [];
    expect(fields({ name: "<script>x</script>" })).toContainEqual(["name", "Event name must be plain text (no HTML)"]);
    expect(fields({ venue: "<b>Club</b>" })).toContainEqual(["venue", "Venue must be plain text (no HTML)"]);
    expect(fields({ lineup: JSON.stringify([{ name: "<img src=x>" }]) })).toContainEqual([
      "lineup",
      "Lineup names must be plain text (no HTML)",
    ]);
  });

  it("refuses a lineup it cannot read, a DJ twice, and malformed DJ ids", () => {
    const first = (v: Record<string, string>) => eventFormSchema.safeParse(valid(v)).error?.issues[0]?.message;
    expect(first({ lineup: "not json" })).toBe("The lineup could not be read. Add the DJs again.");
    expect(first({ lineup: JSON.stringify([{ djProfileId: "1 OR 1=1", name: "x" }]) })).toBe(
      "The lineup could not be read. Add the DJs again.",
    );
    expect(
      first({
        lineup: JSON.stringify([
          { djProfileId: DJ, name: "A" },
          { djProfileId: DJ, name: "A" },
        ]),
      }),
    ).toBe("A DJ is on the lineup twice");
  });

  it("refuses a date past the horizon and an end time equal to the start", () => {
    const fields = (v: Record<string, string>) =>
      eventFormSchema.safeParse(valid(v)).error?.issues.map((i) => [String(i.path[0]), i.message]) ?? [];
    expect(fields({ date: "9999-12-31" })).toContainEqual([
      "date",
      `Choose a date within the next ${EVENT_MAX_YEARS_AHEAD} years`,
    ]);
    expect(beyondEventHorizon("2031-11-27", "2026-11-27")).toBe(false);
    expect(beyondEventHorizon("2031-11-28", "2026-11-27")).toBe(true);
    expect(fields({ startTime: "22:00", endTime: "22:00" })).toContainEqual([
      "endTime",
      "The end time is the start time: give the time it ends, or leave it empty",
    ]);
    expect(eventFormSchema.safeParse(valid({ endTime: "" })).success).toBe(true);
  });

  it("refuses a 10,001-character description", () => {
    const result = eventFormSchema.safeParse(valid({ description: "x".repeat(10_001) }));
    expect(result.error?.issues[0]).toMatchObject({ path: ["description"] });
    expect(eventFormSchema.safeParse(valid({ description: "x".repeat(10_000) })).success).toBe(true);
  });

  it("refuses a start in the past for a new event, not for an edit", () => {
    const past = valid({ date: "2020-01-10" });
    expect(eventFormSchema.safeParse(past).error?.issues[0]).toMatchObject({
      path: ["date"],
      message: "The event can't start in the past",
    });
    expect(eventFormSchema.safeParse({ ...past, mode: "edit" }).success).toBe(true);
  });
});

describe("eventStatusAfterSave", () => {
  const mate = { isAdmin: false } as const;
  it("publishes at once with approval off, waits for review with it on", () => {
    expect(eventStatusAfterSave({ ...mate, intent: "save", approvalRequired: false })).toBe("published");
    expect(eventStatusAfterSave({ ...mate, intent: "save", approvalRequired: true })).toBe("pending");
    // An edit of a published event goes back to review when approval is on.
    expect(eventStatusAfterSave({ ...mate, intent: "save", approvalRequired: true, current: "published" })).toBe(
      "pending",
    );
  });
  it("keeps drafts drafts, and a cancelled event cancelled for its creator", () => {
    expect(eventStatusAfterSave({ ...mate, intent: "draft", approvalRequired: false })).toBe("draft");
    expect(eventStatusAfterSave({ ...mate, intent: "save", approvalRequired: false, current: "cancelled" })).toBe(
      "cancelled",
    );
  });
  it("lets an admin's status control decide, whatever the flag", () => {
    expect(
      eventStatusAfterSave({ isAdmin: true, intent: "save", approvalRequired: true, adminStatus: "published" }),
    ).toBe("published");
    expect(eventStatusAfterSave({ isAdmin: true, intent: "save", approvalRequired: true, adminStatus: "draft" })).toBe(
      "draft",
    );
    expect(eventStatusAfterSave({ isAdmin: true, intent: "save", approvalRequired: true })).toBe("published");
    // A non-admin's status field is ignored.
    expect(
      eventStatusAfterSave({ isAdmin: false, intent: "save", approvalRequired: true, adminStatus: "published" }),
    ).toBe("pending");
  });
  it("says where the event went", () => {
    expect(eventSavedNotice("pending", true)).toMatch(/^Event created and sent for review/);
    expect(eventSavedNotice("published", false)).toBe("Event saved and published");
  });
});

describe("eventInstants", () => {
  it("reads local times in the event's zone; an end before the start is the next morning", () => {
    const { startsAt, endsAt } = eventInstants({
      date: "2030-05-03",
      startTime: "22:00",
      endTime: "06:00",
      timeZone: "Europe/Berlin",
    });
    expect(startsAt.toISOString()).toBe("2030-05-03T20:00:00.000Z");
    expect(endsAt?.toISOString()).toBe("2030-05-04T04:00:00.000Z");
    expect(eventInstants({ date: "2030-05-03", startTime: "22:00", endTime: null, timeZone: "UTC" }).endsAt).toBeNull();
  });
});

describe("duplicateStart", () => {
  it("is in the future, on the original's weekday and local time", () => {
    const original = new Date("2024-03-01T21:00:00Z"); // Friday 22:00 in Berlin
    const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday
    const copy = duplicateStart(original, "Europe/Berlin", now);
    expect(copy.getTime()).toBeGreaterThan(now.getTime());
    expect(localDateOf(copy, "Europe/Berlin")).toBe("2026-11-27");
    expect(localTimeOf(copy, "Europe/Berlin")).toBe("22:00");
  });
  it("never lands on today, even when today is the weekday", () => {
    const original = new Date("2026-11-20T21:00:00Z"); // Friday
    const now = new Date("2026-11-27T08:00:00Z"); // Friday morning
    expect(localDateOf(duplicateStart(original, "Europe/Berlin", now), "Europe/Berlin")).toBe("2026-12-04");
  });
});

describe("form values and small rules", () => {
  it("shows a stored event in its own zone, description as plain text", () => {
    const values = eventFormValues({
      eventName: "Night",
      eventDate: new Date("2030-05-03T20:00:00Z"),
      endDate: new Date("2030-05-04T04:00:00Z"),
      timeZone: "Europe/Berlin",
      venueId: null,
      venue: "Tresor",
      location: "Berlin",
      productionLineId: null,
      ticketUrl: null,
      description: "<p>Doors &amp; more<br />late</p>",
      status: "draft",
    });
    expect(values).toMatchObject({ date: "2030-05-03", startTime: "22:00", endTime: "06:00", venue: "Tresor" });
    expect(values.description).toBe("Doors & more\nlate");
    expect(htmlToPlainText("<p>a</p><p>b</p>")).toBe("a\n\nb");
  });
  it("knows a venue's zone, the list filter and a review's reason", () => {
    expect(timeZoneForCountry("Nigeria")).toBe("Africa/Lagos");
    expect(timeZoneForCountry("Atlantis")).toBeNull();
    expect(parseAdminEventFilter("pending")).toBe("pending");
    expect(parseAdminEventFilter("<x>")).toBe("all");
    expect(eventReviewSchema.safeParse({ intent: "reject", eventId: "x-2030-01-01", reason: " " }).success).toBe(false);
    expect(eventReviewSchema.safeParse({ intent: "approve", eventId: "x-2030-01-01" }).success).toBe(true);
  });
});

describe("the Repeats control (decision 059)", () => {
  const errorsOf = (overrides: Record<string, string>, mode: "create" | "edit" = "create") => {
    const parsed = eventFormSchema.safeParse({ ...valid(overrides), mode });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  it("takes a one-off, and a weekly series of 8", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ repeat: "weekly", repeatEnds: "count", repeatCount: "8" })).toEqual({});
    expect(
      recurrenceOf(eventFormSchema.parse({ ...valid({ repeat: "weekly", repeatCount: "8" }), mode: "create" })),
    ).toMatchObject({
      pattern: "weekly",
      count: 8,
    });
  });
  it("names the field of a bad recurrence", () => {
    expect(errorsOf({ repeat: "daily" })).toEqual({ repeat: "Choose how the event repeats from the list" });
    expect(errorsOf({ repeat: "weekly", repeatEnds: "count", repeatCount: "many" })).toEqual({
      repeatCount: "Give how many dates, as a number",
    });
    expect(errorsOf({ repeat: "weekly", repeatEnds: "until", repeatUntil: "" })).toEqual({
      repeatUntil: "Choose the last date of the residency",
    });
    expect(errorsOf({ repeat: "weekly", repeatEnds: "count", repeatCount: "201" })).toEqual({
      repeatCount: "Give a number of dates from 2 to 200",
    });
    expect(errorsOf({ repeat: "weekly", repeatEnds: "until", repeatUntil: addDays(future, -1) })).toEqual({
      repeatUntil: "The last date is before the first: choose a later one",
    });
  });
  it("ignores the control on an edit (an occurrence is edited as this one or this and following)", () => {
    expect(errorsOf({ repeat: "daily" }, "edit")).toEqual({});
    expect(
      recurrenceOf(eventFormSchema.parse({ ...valid({ repeat: "weekly", repeatCount: "8" }), mode: "edit" })),
    ).toBeNull();
  });
  it("says how many dates a residency's save made", () => {
    expect(eventSavedNotice("published", true, 8)).toBe("Residency created: 8 dates, published");
    expect(eventSavedNotice("pending", false, 4)).toBe("Residency saved: 4 dates, sent for review");
    expect(eventSavedNotice("published", true, 1)).toBe("Event created and published");
  });
});
