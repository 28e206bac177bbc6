import { describe, expect, it } from "vitest";
import {
  inquiryPressLinkView,
  isPressLinkToken,
  PRESS_LINK_DAYS,
  pressDownloadLabel,
  pressLinkActivityLine,
  pressLinkExpiry,
  pressLinkGoneCopy,
  pressLinkPhotoPath,
  pressLinkState,
} from "./press-links";

const TOKEN = "q3Zl0v8N5bJc7Yd1uKf2Wm9Xh4Tr6Ps0Ae3Gi5Oj7L_"; // 43 base64url characters

describe("personal press-kit links", () => {
  it("takes only the 43-character base64url shape of 32 random bytes", () => {
    expect(TOKEN).toHaveLength(43);
    expect(isPressLinkToken(TOKEN)).toBe(true);
    expect(isPressLinkToken(`${TOKEN}x`)).toBe(false);
    expect(isPressLinkToken(TOKEN.replace("_", "/"))).toBe(false);
    expect(isPressLinkToken("kit.pdf")).toBe(false);
    expect(isPressLinkToken(undefined)).toBe(false);
  });

  it("expires 90 days after it is made; revoked wins over expired", () => {
    const made = new Date("2026-12-07T09:00:00Z");
    const expiresAt = pressLinkExpiry(made);
    expect(PRESS_LINK_DAYS).toBe(90);
    expect(expiresAt.toISOString()).toBe("2027-03-07T09:00:00.000Z");
    expect(pressLinkState({ expiresAt, revokedAt: null }, new Date("2027-03-07T08:59:59Z"))).toBe("active");
    expect(pressLinkState({ expiresAt, revokedAt: null }, new Date("2027-03-07T09:00:00Z"))).toBe("expired");
    expect(pressLinkState({ expiresAt, revokedAt: made }, new Date("2027-04-01T00:00:00Z"))).toBe("revoked");
  });

  it("says expired politely, and unknown or revoked in the same words", () => {
    expect(pressLinkGoneCopy("expired").title).toBe("This press kit link has expired");
    expect(pressLinkGoneCopy("gone").title).toBe("This press kit link is no longer active");
  });

  it("names files and paths", () => {
    expect(pressDownloadLabel("technical")).toBe("Technical rider");
    expect(pressDownloadLabel("photo", 2)).toBe("Press photo 2");
    expect(pressDownloadLabel("pdf")).toBe("Press kit PDF");
    expect(pressLinkPhotoPath(TOKEN, "abc", 640)).toBe(`/press/${TOKEN}/photos/abc-640.webp`);
    expect(pressLinkPhotoPath(TOKEN, "abc", "original")).toBe(`/press/${TOKEN}/photos/abc-original`);
  });

  it("writes the history line in the DJ's time zone", () => {
    const berlin = pressLinkActivityLine(
      {
        openCount: 2,
        lastOpenedAt: new Date("2026-12-07T09:02:00Z"),
        downloads: [
          { label: "Technical rider", at: new Date("2026-12-06T20:00:00Z") },
          { label: "Press kit PDF", at: new Date("2026-12-07T09:03:00Z") },
          { label: "Technical rider", at: new Date("2026-12-07T09:04:00Z") },
        ],
      },
      "Europe/Berlin",
    );
    expect(berlin).toBe(
      "Press kit opened 2 times, last Mon 7 Dec, 10:02 CET; downloaded: Technical rider (2×), Press kit PDF",
    );
    expect(
      pressLinkActivityLine({ openCount: 1, lastOpenedAt: new Date("2026-12-07T09:02:00Z"), downloads: [] }, "UTC"),
    ).toBe("Press kit opened once, last Mon 7 Dec, 09:02 UTC");
    expect(pressLinkActivityLine({ openCount: 0, lastOpenedAt: null, downloads: [] }, "UTC")).toBe(
      "Press kit not opened yet",
    );
  });

  it("shows an inquiry's link: state, opens and downloads in the DJ's zone", () => {
    const link = {
      expiresAt: new Date("2027-03-07T09:00:00Z"),
      revokedAt: null,
      openCount: 1,
      lastOpenedAt: new Date("2026-12-07T09:02:00Z"),
      downloads: [{ label: "Technical rider", at: new Date("2026-12-07T09:05:00Z") }],
    };
    const view = inquiryPressLinkView(link, new Date("2026-12-08T00:00:00Z"), "Europe/Berlin");
    expect(view.state).toBe("active");
    expect(view.status).toBe("Open until Sun 7 Mar, 10:00 CET");
    expect(view.activity).toBe("Press kit opened once, last Mon 7 Dec, 10:02 CET; downloaded: Technical rider");
    expect(view.downloads).toEqual([{ label: "Technical rider", when: "Mon 7 Dec, 10:05 CET" }]);
    const revoked = inquiryPressLinkView(
      { ...link, revokedAt: new Date("2026-12-09T12:00:00Z") },
      new Date("2026-12-10T00:00:00Z"),
      "UTC",
    );
    expect(revoked.status).toBe("Revoked Wed 9 Dec, 12:00 UTC");
    expect(inquiryPressLinkView(link, new Date("2027-04-01T00:00:00Z"), "UTC").state).toBe("expired");
  });
});
