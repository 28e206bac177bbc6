import { describe, expect, it } from "vitest";
import {
  RADIO_LINK_MESSAGE,
  RADIO_NAME_MAX,
  RADIO_NAME_MESSAGE,
  RADIO_NAME_TOO_LONG_MESSAGE,
  radioTrackIntentSchema,
} from "./radio-tracks-admin";

const add = (over: Record<string, string>) =>
  radioTrackIntentSchema.safeParse({
    intent: "add",
    name: "Nova Reyes - Concrete Sunday",
    link: "https://soundcloud.com/nova/concrete-sunday",
    artistSlug: "nova-reyes",
    ...over,
  });

describe("admin radio track form", () => {
  it("accepts 'Artist - Title' with a playable link and an optional DJ", () => {
    expect(add({}).success).toBe(true);
    const noDj = add({ artistSlug: "" });
    expect(noDj.success && noDj.data.intent === "add" && noDj.data.artistSlug).toBe(null);
  });

  it("names the field that is wrong", () => {
    expect(add({ name: "Concrete Sunday" }).error?.issues[0]?.message).toBe(RADIO_NAME_MESSAGE);
    // A well-formed name that is too long says so, not that its form is wrong.
    const long = `Amara Obi - ${"T".repeat(RADIO_NAME_MAX)}`;
    expect(add({ name: long }).error?.issues.map((i) => i.message)).toEqual([RADIO_NAME_TOO_LONG_MESSAGE]);
    expect(add({ link: "https://example.com/track" }).error?.issues[0]?.message).toBe(RADIO_LINK_MESSAGE);
    expect(add({ artistSlug: "Not A Slug!" }).success).toBe(false);
  });

  it("moves and removes by id only", () => {
    const id = "6f1c1e7e-3a2b-4c55-9f0e-2f3b0b7a1c11";
    expect(radioTrackIntentSchema.safeParse({ intent: "move", trackId: id, direction: "up" }).success).toBe(true);
    expect(radioTrackIntentSchema.safeParse({ intent: "move", trackId: id, direction: "left" }).success).toBe(false);
    expect(radioTrackIntentSchema.safeParse({ intent: "remove", trackId: "x" }).success).toBe(false);
  });
});
