import { describe, expect, it } from "vitest";
import { thirdPartyOrigins } from "./third-party-origins.server";

describe("third-party CSP origins", () => {
  it("adds nothing when no third party is configured", () => {
    expect(thirdPartyOrigins({ analytics: undefined, sentryDsn: undefined })).toEqual({
      scriptSrc: [],
      connectSrc: [],
    });
  });

  it("adds the Google tag and its collection endpoints when a measurement id is set", () => {
    const origins = thirdPartyOrigins({
      analytics: { measurementId: "G-TEST123", tagUrl: "https://www.googletagmanager.com/gtag/js" },
      sentryDsn: undefined,
    });
    expect(origins.scriptSrc).toEqual(["https://www.googletagmanager.com"]);
    expect(origins.connectSrc).toContain("https://*.google-analytics.com");
  });

  it("adds only the stand-in's origin when the tag URL points elsewhere", () => {
    expect(
      thirdPartyOrigins({
        analytics: { measurementId: "G-E2E", tagUrl: "http://127.0.0.1:4630/gtag/js" },
        sentryDsn: undefined,
      }),
    ).toEqual({ scriptSrc: ["http://127.0.0.1:4630"], connectSrc: ["http://127.0.0.1:4630"] });
  });

  it("lets the browser reach Sentry's host only when a DSN is set", () => {
    expect(thirdPartyOrigins({ analytics: undefined, sentryDsn: "https://abc@o1.ingest.sentry.io/42" })).toEqual({
      scriptSrc: [],
      connectSrc: ["https://o1.ingest.sentry.io"],
    });
  });
});
