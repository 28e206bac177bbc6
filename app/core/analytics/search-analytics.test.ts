import { describe, expect, it } from "vitest";
import { SEARCH_ANALYTICS_COOLDOWN_MS, SEARCH_ANALYTICS_FAILURE_LIMIT } from "~/core/search/search";
import {
  afterSearchAnalyticsAttempt,
  canSendSearchAnalytics,
  INITIAL_SEARCH_ANALYTICS_STATE,
  searchSessionKey,
} from "./search-analytics";

describe("search analytics cooldown (spec §9)", () => {
  it("uses the spec's constants: 3 failures, 5 minutes", () => {
    expect(SEARCH_ANALYTICS_FAILURE_LIMIT).toBe(3);
    expect(SEARCH_ANALYTICS_COOLDOWN_MS).toBe(300_000);
  });
  it("keeps sending after one or two failures", () => {
    let s = afterSearchAnalyticsAttempt(INITIAL_SEARCH_ANALYTICS_STATE, false, 1000);
    s = afterSearchAnalyticsAttempt(s, false, 2000);
    expect(canSendSearchAnalytics(s, 2001)).toBe(true);
  });
  it("stops for 5 minutes after the third consecutive failure, then resumes", () => {
    let s = INITIAL_SEARCH_ANALYTICS_STATE;
    for (let i = 0; i < 3; i++) s = afterSearchAnalyticsAttempt(s, false, 10_000);
    expect(canSendSearchAnalytics(s, 10_000)).toBe(false);
    expect(canSendSearchAnalytics(s, 10_000 + 300_000 - 1)).toBe(false);
    expect(canSendSearchAnalytics(s, 10_000 + 300_000)).toBe(true);
  });
  it("a success resets the count", () => {
    let s = afterSearchAnalyticsAttempt(INITIAL_SEARCH_ANALYTICS_STATE, false, 1);
    s = afterSearchAnalyticsAttempt(s, false, 2);
    s = afterSearchAnalyticsAttempt(s, true, 3);
    s = afterSearchAnalyticsAttempt(s, false, 4);
    expect(s.consecutiveFailures).toBe(1);
    expect(canSendSearchAnalytics(s, 5)).toBe(true);
  });
  it("keeps the session id in the product's session-storage key", () => {
    expect(searchSessionKey("booth")).toBe("booth_search_session");
  });
});
