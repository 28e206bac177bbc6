import { describe, expect, it } from "vitest";
import { venueJsonLd } from "./venue-json-ld";

const venue = {
  slug: "the-vault",
  name: "The Vault",
  descriptionHtml: "<p>Under the arches.</p>",
  city: "London",
  country: "UK",
  address: "1 Arch St",
  websiteUrl: "https://vault.example",
  capacityStanding: 800,
  cover: "/art/venue/the-vault.svg?label=The%20Vault",
  mapUrl: "https://www.openstreetmap.org/search?query=The%20Vault",
  upcoming: [{ eventId: "night-2026-12-01", name: "Night", startsAt: "2026-12-01T22:00:00.000Z" }],
};

describe("venueJsonLd", () => {
  it("describes a MusicVenue with its address, capacity, map and next events", () => {
    const ld = venueJsonLd(venue, "https://booth.example");
    expect(ld).toMatchObject({
      "@type": "MusicVenue",
      name: "The Vault",
      url: "https://booth.example/venues/the-vault",
      description: "Under the arches.",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Arch St",
        addressLocality: "London",
        addressCountry: "UK",
      },
      maximumAttendeeCapacity: 800,
      hasMap: venue.mapUrl,
      sameAs: ["https://vault.example"],
      event: [{ "@type": "MusicEvent", url: "https://booth.example/events/night-2026-12-01" }],
    });
  });
  it("leaves out what the venue does not have", () => {
    const ld = venueJsonLd(
      {
        ...venue,
        descriptionHtml: "",
        address: null,
        city: null,
        country: null,
        websiteUrl: null,
        capacityStanding: null,
        upcoming: [],
      },
      "https://booth.example",
    );
    expect(ld).not.toHaveProperty("address");
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("event");
    expect(ld).not.toHaveProperty("sameAs");
  });
});
