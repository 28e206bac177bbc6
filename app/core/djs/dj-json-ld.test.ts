import { describe, expect, it } from "vitest";
import { djJsonLd } from "./dj-json-ld";

const ORIGIN = "https://booth.example";

describe("djJsonLd", () => {
  const dj = {
    slug: "nova",
    displayName: "Nova",
    realName: "Noa Levi",
    bio: "<p>Berlin-born <em>techno</em> DJ.</p>",
    location: "Tel Aviv",
    genres: ["Techno", "House"],
    roles: ["DJ", "Producer"],
    profileImage: "/uploads/nova.webp",
    instagramUrl: "https://instagram.com/nova",
    soundcloudUrl: "https://soundcloud.com/nova",
    twitterUrl: "javascript:alert(1)",
    websiteUrl: null,
  };

  it("describes a DJ as a Person with plain-text bio, location and http(s) sameAs links", () => {
    const ld = djJsonLd(dj, ORIGIN);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Person");
    expect(ld.name).toBe("Nova");
    expect(ld.alternateName).toBe("Noa Levi");
    expect(ld.url).toBe(`${ORIGIN}/dj/nova`);
    expect(ld.image).toBe(`${ORIGIN}/uploads/nova.webp`);
    expect(ld.description).toBe("Berlin-born techno DJ.");
    expect(ld.genre).toEqual(["Techno", "House"]);
    expect(ld.homeLocation).toEqual({ "@type": "Place", name: "Tel Aviv", address: "Tel Aviv" });
    expect(ld.sameAs).toEqual(["https://soundcloud.com/nova", "https://instagram.com/nova"]);
  });

  it("uses MusicGroup for duos and collectives and omits empty fields", () => {
    const ld = djJsonLd({ slug: "b2b", displayName: "B2B", roles: ["DJ Duo"], location: "Haifa" }, ORIGIN);
    expect(ld["@type"]).toBe("MusicGroup");
    expect(ld.location).toEqual({ "@type": "Place", name: "Haifa", address: "Haifa" });
    expect(ld).not.toHaveProperty("homeLocation");
    expect(ld).not.toHaveProperty("sameAs");
    expect(ld).not.toHaveProperty("alternateName");
    expect(ld).not.toHaveProperty("description");
  });
});
