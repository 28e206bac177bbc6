import { describe, expect, it } from "vitest";
import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";
import { activeNavHrefs, footerModel, headerLinks, showAuthButtons, tabBarLinks, whatsappLink } from "./navigation";
import { GUEST } from "./viewer";

const flags = (overrides: Partial<Flags> = {}): Flags => ({ ...DEFAULT_FLAGS, ...overrides });
const labels = (links: { label: string }[]) => links.map((l) => l.label);
const allOn = flags({ eventsPageEnabled: true });

describe("desktop top bar", () => {
  it("shows each link per its flag; Following only when signed in and login is on", () => {
    expect(labels(headerLinks(allOn, GUEST))).toEqual(["DJs", "Events", "Venues", "Productions", "News", "Radio"]);
    expect(labels(headerLinks(allOn, { role: "user" }))).toEqual([
      "Following",
      "DJs",
      "Events",
      "Venues",
      "Productions",
      "News",
      "Radio",
    ]);
    expect(labels(headerLinks(flags({ loginEnabled: false }), { role: "user" }))).not.toContain("Following");
    expect(
      labels(
        headerLinks(
          flags({ radioEnabled: false, venuesEnabled: false, productionLinesEnabled: false, newsPageEnabled: false }),
          GUEST,
        ),
      ),
    ).toEqual(["DJs"]);
    expect(labels(headerLinks(flags({ newsEnabled: false }), GUEST))).not.toContain("News");
  });
  it("Log In and Sign Up for guests only, while login is on", () => {
    expect(showAuthButtons(flags(), GUEST)).toBe(true);
    expect(showAuthButtons(flags(), { role: "user" })).toBe(false);
    expect(showAuthButtons(flags({ loginEnabled: false }), GUEST)).toBe(false);
  });
});

describe("mobile tab bar", () => {
  it("Following, DJs, Events, Venues, Radio per flags, then Sign In / Admin / Mate / Profile", () => {
    expect(labels(tabBarLinks(allOn, GUEST))).toEqual(["Following", "DJs", "Events", "Venues", "Radio", "Sign In"]);
    expect(labels(tabBarLinks(flags(), { role: "admin" })).at(-1)).toBe("Admin");
    const mateTab = tabBarLinks(flags(), { role: "dj" }).at(-1);
    expect(mateTab).toMatchObject({ label: "Mate", badge: "MATE" });
    expect(labels(tabBarLinks(flags(), { role: "user" })).at(-1)).toBe("Profile");
    expect(
      labels(tabBarLinks(flags({ radioEnabled: false, venuesEnabled: false, loginEnabled: false }), GUEST)),
    ).toEqual(["DJs"]);
  });
});

describe("footer", () => {
  it("always links /, /about, /events, legal pages and support; news/venues/productions/radio per flag", () => {
    const on = footerModel(flags());
    const hrefs = [...on.explore, ...on.legal, ...on.newOn].map((l) => l.href);
    expect(hrefs).toEqual([
      "/",
      "/about",
      "/events",
      "/news",
      "/venues",
      "/productions",
      "/terms",
      "/privacy",
      "/privacy#cookie-settings",
      "/support",
      "/radio",
    ]);
    const off = footerModel(
      flags({ newsPageEnabled: false, venuesEnabled: false, productionLinesEnabled: false, radioEnabled: false }),
    );
    expect([...off.explore, ...off.legal, ...off.newOn].map((l) => l.href)).toEqual([
      "/",
      "/about",
      "/events",
      "/terms",
      "/privacy",
      "/privacy#cookie-settings",
      "/support",
    ]);
  });
  it("WhatsApp links carry the number and an encoded prefilled message", () => {
    expect(whatsappLink("972500000000", "Hi! A DJ & more?")).toBe(
      "https://wa.me/972500000000?text=Hi!%20A%20DJ%20%26%20more%3F",
    );
  });
});

describe("the current section of a bar", () => {
  const links = tabBarLinks(allOn, GUEST);
  it("is the DJs link on the home page only, and a section's link on its own paths and below them", () => {
    expect(activeNavHrefs(links, "/")).toEqual(["/"]);
    expect(activeNavHrefs(links, "/dj/ada-lux")).toEqual([]);
    expect(activeNavHrefs(links, "/events")).toEqual(["/events"]);
    expect(activeNavHrefs(links, "/events/ada-2026-12-01")).toEqual(["/events"]);
    expect(activeNavHrefs(links, "/EVENTS/")).toEqual(["/events"]);
    expect(activeNavHrefs(links, "/eventsx")).toEqual([]);
    expect(activeNavHrefs(links, "/venues/fabric")).toEqual(["/venues"]);
    expect(activeNavHrefs(links, "/login")).toEqual(["/login"]);
  });
});
