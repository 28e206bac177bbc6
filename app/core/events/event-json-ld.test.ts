import { describe, expect, it } from "vitest";
import { eventJsonLd, type SeoEvent } from "./event-json-ld";

const ORIGIN = "https://booth.example";

/** Kessel Klub Nacht as the event page's loader sends it. */
const event: SeoEvent = {
  eventId: "kessel-klub-nacht-2026-12-08",
  name: "Kessel Klub Nacht",
  status: "published",
  startsAt: "2026-12-08T21:00:00.000Z",
  endsAt: "2026-12-09T05:00:00.000Z",
  previousStartDate: null,
  venue: "Kessel Halle",
  venueHref: "/venues/kessel-halle",
  venueAddress: { street: "Köpenicker Str. 70", city: "Berlin", country: "Germany" },
  location: "Berlin, Germany",
  flyer: "/art/event/kessel-klub-nacht.svg",
  descriptionHtml: "<p>The weekly club night in the boiler house.</p>",
  ticketUrl: "https://tickets.booth.example/kessel-klub-nacht",
  production: { name: "Nachtwerk", href: "/production/nachtwerk" },
  lineup: [
    { name: "Nadia Voss", dj: { slug: "nadia-voss", roles: ["DJ", "Producer"] } },
    { name: "Kairo & Lumen", dj: { slug: "kairo-lumen", roles: ["DJ duo"] } },
    { name: "A Friend Of The House", dj: null },
  ],
};

describe("eventJsonLd", () => {
  it("gives the venue's postal address and types each performer with its page", () => {
    const ld = eventJsonLd(event, ORIGIN);
    expect(ld.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(ld.previousStartDate).toBeUndefined();
    expect(ld.location).toEqual({
      "@type": "Place",
      name: "Kessel Halle",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Köpenicker Str. 70",
        addressLocality: "Berlin",
        addressCountry: "Germany",
      },
      url: "https://booth.example/venues/kessel-halle",
    });
    expect(ld.performer).toEqual([
      { "@type": "Person", name: "Nadia Voss", url: "https://booth.example/dj/nadia-voss" },
      { "@type": "MusicGroup", name: "Kairo & Lumen", url: "https://booth.example/dj/kairo-lumen" },
      { "@type": "Person", name: "A Friend Of The House" },
    ]);
  });

  it("says a moved event is rescheduled, with the start it had; cancelled wins", () => {
    const moved = { ...event, previousStartDate: "2026-12-01T21:00:00.000Z" };
    expect(eventJsonLd(moved, ORIGIN)).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2026-12-01T21:00:00.000Z",
      startDate: "2026-12-08T21:00:00.000Z",
    });
    const cancelled = eventJsonLd({ ...moved, status: "cancelled" }, ORIGIN);
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(cancelled.previousStartDate).toBeUndefined();
  });

  it("keeps the written location when the venue is not ours or has no address", () => {
    const elsewhere = { ...event, venueHref: null, venueAddress: { street: null, city: null, country: null } };
    expect((eventJsonLd(elsewhere, ORIGIN).location as { address: unknown }).address).toBe("Berlin, Germany");
  });
});
