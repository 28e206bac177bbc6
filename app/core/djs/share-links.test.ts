import { describe, expect, it } from "vitest";
import { shareTargets, whatsappChatUrl } from "./share-links";

describe("shareTargets", () => {
  it("builds encoded share links for WhatsApp, X, Facebook and Telegram", () => {
    const targets = shareTargets("https://booth.example/dj/nadia-voss?a=1&b=2", "Nadia Voss on Booth");
    expect(targets.map((t) => t.platform)).toEqual(["whatsapp", "x", "facebook", "telegram"]);
    const byPlatform = Object.fromEntries(targets.map((t) => [t.platform, new URL(t.href)]));
    expect(byPlatform.whatsapp.searchParams.get("text")).toBe(
      "Nadia Voss on Booth https://booth.example/dj/nadia-voss?a=1&b=2",
    );
    expect(byPlatform.x.origin).toBe("https://x.com");
    expect(byPlatform.x.searchParams.get("url")).toBe("https://booth.example/dj/nadia-voss?a=1&b=2");
    expect(byPlatform.facebook.searchParams.get("u")).toBe("https://booth.example/dj/nadia-voss?a=1&b=2");
    expect(byPlatform.telegram.searchParams.get("text")).toBe("Nadia Voss on Booth");
  });
});

describe("whatsappChatUrl", () => {
  it("keeps only the digits of an international number", () => {
    expect(whatsappChatUrl("+44 7700-900 123")).toBe("https://wa.me/447700900123");
    expect(whatsappChatUrl("+2348031234567")).toBe("https://wa.me/2348031234567");
  });
  it("refuses empty, too short, too long and national numbers", () => {
    expect(whatsappChatUrl(null)).toBeNull();
    expect(whatsappChatUrl("12345")).toBeNull();
    expect(whatsappChatUrl("+1234567890123456")).toBeNull();
    expect(whatsappChatUrl("07700 900123")).toBeNull();
  });
});
