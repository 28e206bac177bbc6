import { describe, expect, it } from "vitest";
import { thirdPartyOrigins } from "./third-party-origins.server";

describe("third-party CSP origins", () => {
  it("adds nothing when no third party is configured", () => {
    expect(thirdPartyOrigins({ analytics: undefined, sentryDsn: undefined, paypal: undefined })).toEqual({
      scriptSrc: [],
      connectSrc: [],
      frameSrc: [],
      imgSrc: [],
    });
  });

  it("adds the Google tag and its collection endpoints when a measurement id is set", () => {
    const origins = thirdPartyOrigins({
      analytics: { measurementId: "G-TEST123", tagUrl: "https://www.googletagmanager.com/gtag/js" },
      sentryDsn: undefined,
      paypal: undefined,
    });
    expect(origins.scriptSrc).toEqual(["https://www.googletagmanager.com"]);
    expect(origins.connectSrc).toContain("https://*.google-analytics.com");
  });

  it("adds only the stand-in's origin when the tag URL points elsewhere", () => {
    expect(
      thirdPartyOrigins({
        analytics: { measurementId: "G-E2E", tagUrl: "http://127.0.0.1:4630/gtag/js" },
        sentryDsn: undefined,
        paypal: undefined,
      }),
    ).toEqual({
      scriptSrc: ["http://127.0.0.1:4630"],
      connectSrc: ["http://127.0.0.1:4630"],
      frameSrc: [],
      imgSrc: [],
    });
  });

  it("lets the browser reach Sentry's host only when a DSN is set", () => {
    expect(
      thirdPartyOrigins({ analytics: undefined, sentryDsn: "https://abc@o1.ingest.sentry.io/42", paypal: undefined }),
    ).toEqual({
      scriptSrc: [],
      connectSrc: ["https://o1.ingest.sentry.io"],
      frameSrc: [],
      imgSrc: [],
    });
  });

  const paypal = (sdkUrl: string) => ({
    clientId: "cid",
    clientSecret: "secret",
    environment: "sandbox" as const,
    sdkUrl,
    apiUrl: "https://api-m.sandbox.paypal.com",
  });

  it("adds PayPal's SDK origins only when a PayPal client id is configured", () => {
    const origins = thirdPartyOrigins({
      analytics: undefined,
      sentryDsn: undefined,
      paypal: paypal("https://www.paypal.com/sdk/js"),
    });
    expect(origins.scriptSrc).toEqual([
      "https://www.paypal.com",
      "https://*.paypal.com",
      "https://*.paypalobjects.com",
    ]);
    expect(origins.frameSrc).toEqual(["https://www.paypal.com", "https://*.paypal.com"]);
    expect(origins.connectSrc).toContain("https://*.paypal.com");
    expect(origins.imgSrc).toContain("https://*.paypalobjects.com");
    // The e2e stand-in: its own origin and nothing of paypal.com.
    expect(
      thirdPartyOrigins({ analytics: undefined, sentryDsn: undefined, paypal: paypal("http://127.0.0.1:4430/sdk/js") }),
    ).toEqual({
      scriptSrc: ["http://127.0.0.1:4430"],
      connectSrc: ["http://127.0.0.1:4430"],
      frameSrc: ["http://127.0.0.1:4430"],
      imgSrc: [],
    });
  });
});
