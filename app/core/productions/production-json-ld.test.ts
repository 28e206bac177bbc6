import { describe, expect, it } from "vitest";
import { productionJsonLd } from "./production-json-ld";

const line = {
  slug: "nachtwerk",
  name: "Nachtwerk",
  descriptionHtml: "<p>Berlin's <strong>marathon</strong> techno series.</p>",
  logo: "/art/production/nachtwerk.svg?label=Nachtwerk",
  followerCount: 12,
  upcoming: [{ eventId: "nacht-2026-12-01", name: "Nacht", startsAt: "2026-12-01T22:00:00.000Z" }],
};

describe("productionJsonLd", () => {
  it("describes an Organization with its logo, followers and next events, on absolute URLs", () => {
    expect(productionJsonLd(line, "https://booth.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Nachtwerk",
      url: "https://booth.example/production/nachtwerk",
      logo: "https://booth.example/art/production/nachtwerk.svg?label=Nachtwerk",
      description: "Berlin's marathon techno series.",
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/FollowAction",
        userInteractionCount: 12,
      },
      event: [
        {
          "@type": "MusicEvent",
          name: "Nacht",
          startDate: "2026-12-01T22:00:00.000Z",
          url: "https://booth.example/events/nacht-2026-12-01",
        },
      ],
    });
  });
  it("leaves out a missing description and an empty calendar", () => {
    const ld = productionJsonLd({ ...line, descriptionHtml: "", upcoming: [] }, "https://booth.example");
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("event");
  });
  it("keeps an uploaded logo's own absolute URL", () => {
    const ld = productionJsonLd({ ...line, logo: "https://cdn.example/logo.png" }, "https://booth.example");
    expect(ld.logo).toBe("https://cdn.example/logo.png");
  });
});
