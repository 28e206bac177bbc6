import { describe, expect, it } from "vitest";
import { feedTokenHash, personalFeedToken, unsubscribeToken, verifyUnsubscribeToken } from "./alert-tokens.server";

describe("alert tokens", () => {
  it("derives a feed token per user and version; only its hash is stored", () => {
    const token = personalFeedToken("secret", "user1", 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(personalFeedToken("secret", "user1", 1)).toBe(token);
    expect(personalFeedToken("secret", "user1", 2)).not.toBe(token);
    expect(personalFeedToken("secret", "user2", 1)).not.toBe(token);
    expect(personalFeedToken("other", "user1", 1)).not.toBe(token);
    expect(feedTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("verifies unsubscribe tokens signed with the secret, and nothing forged", () => {
    const token = unsubscribeToken("secret", "user1");
    expect(verifyUnsubscribeToken("secret", token)).toBe("user1");
    expect(verifyUnsubscribeToken("other", token)).toBeNull();
    const [, signature] = token.split(".");
    expect(verifyUnsubscribeToken("secret", `user2.${signature}`)).toBeNull();
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyUnsubscribeToken("secret", `user1.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken("secret", "user1")).toBeNull();
  });
});
