import { describe, expect, it } from "vitest";
import { followSignInPath, optimisticFollowers, parseFollowIntent, signInToFollowPath } from "./dj-follow";

describe("follow form", () => {
  it("accepts only follow and unfollow", () => {
    expect(parseFollowIntent("follow")).toBe("follow");
    expect(parseFollowIntent("unfollow")).toBe("unfollow");
    expect(parseFollowIntent("delete")).toBeNull();
    expect(parseFollowIntent(null)).toBeNull();
  });

  it("sends guests to sign in and back to the profile", () => {
    expect(followSignInPath("nadia-voss")).toBe("/login?redirectTo=%2Fdj%2Fnadia-voss");
  });

  it("moves the count by one only when the pending intent changes the state", () => {
    expect(optimisticFollowers(10, false, "follow")).toBe(11);
    expect(optimisticFollowers(10, true, "follow")).toBe(10);
    expect(optimisticFollowers(10, true, "unfollow")).toBe(9);
    expect(optimisticFollowers(0, true, "unfollow")).toBe(0);
    expect(optimisticFollowers(10, false, "unfollow")).toBe(10);
    expect(optimisticFollowers(10, true, null)).toBe(10);
  });
});

describe("signInToFollowPath", () => {
  it("sends a guest to sign in and back to the page of whatever they follow", () => {
    expect(signInToFollowPath("/production/nachtwerk")).toBe("/login?redirectTo=%2Fproduction%2Fnachtwerk");
  });
});
