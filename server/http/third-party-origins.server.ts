import type { AppConfig } from "~server/config.server";

/** Google's collection endpoints, which the real gtag.js sends its hits to. */
const GOOGLE_TAG_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/**
 * What PayPal's JS SDK needs when it is served from paypal.com (PayPal's CSP guidance): its scripts and images from
 * paypal.com and paypalobjects.com, its buttons and checkout window in frames, and its calls back to paypal.com.
 */
const PAYPAL_SDK_SCRIPT = ["https://*.paypal.com", "https://*.paypalobjects.com"];
const PAYPAL_SDK_CONNECT = ["https://*.paypal.com"];
const PAYPAL_SDK_FRAME = ["https://*.paypal.com"];
const PAYPAL_SDK_IMG = ["https://*.paypal.com", "https://*.paypalobjects.com"];

/**
 * The CSP additions for third parties: each one's origins appear only when its env var is set,
 * so a site without them keeps the strict same-origin policy.
 */
export function thirdPartyOrigins(config: Pick<AppConfig, "analytics" | "sentryDsn" | "paypal">): {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
} {
  const scriptSrc = new Set<string>();
  const connectSrc = new Set<string>();
  const frameSrc = new Set<string>();
  const imgSrc = new Set<string>();
  if (config.analytics) {
    const tag = new URL(config.analytics.tagUrl);
    scriptSrc.add(tag.origin);
    connectSrc.add(tag.origin);
    if (tag.hostname === "www.googletagmanager.com") for (const origin of GOOGLE_TAG_CONNECT) connectSrc.add(origin);
  }
  // The browser SDK posts its envelopes to the DSN's host.
  if (config.sentryDsn) connectSrc.add(new URL(config.sentryDsn).origin);
  // PayPal (booking deposits): the SDK's own origin always (the server's REST calls need no browser policy).
  if (config.paypal) {
    const sdk = new URL(config.paypal.sdkUrl);
    scriptSrc.add(sdk.origin);
    connectSrc.add(sdk.origin);
    frameSrc.add(sdk.origin);
    if (sdk.hostname === "www.paypal.com" || sdk.hostname.endsWith(".paypal.com")) {
      for (const origin of PAYPAL_SDK_SCRIPT) scriptSrc.add(origin);
      for (const origin of PAYPAL_SDK_CONNECT) connectSrc.add(origin);
      for (const origin of PAYPAL_SDK_FRAME) frameSrc.add(origin);
      for (const origin of PAYPAL_SDK_IMG) imgSrc.add(origin);
    }
  }
  return { scriptSrc: [...scriptSrc], connectSrc: [...connectSrc], frameSrc: [...frameSrc], imgSrc: [...imgSrc] };
}
