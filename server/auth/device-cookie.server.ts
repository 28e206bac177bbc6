import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { AppConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { getCredentialStamp } from "~server/domain/users/get-credential-stamp.server";
import { sessionCookieName } from "./auth.server";

/**
 * Device cookies (decision 048, OWASP's "device cookies" against account lockout). The per-account sign-in and
 * password-reset limits stop guessing from many addresses, but anyone can spend them for an account they know, and
 * lock its owner out. A browser that signed in to an account with its password gets a cookie bound to that account;
 * while it holds one that is still good, the per-account limit does not apply to it: it has a small limit of its
 * own (rate-limit.server.ts), so a stolen cookie is no way round the guessing limits either.
 *
 * The value is `<user id>.<nonce>.<issued at, s>.<signature>`, the signature an HMAC-SHA256 with the app's secret
 * over those and the account's credential stamp (a digest of its password hash): a new password — changed, reset,
 * set by the CLI — makes every cookie issued before it worthless, with no table of its own. It lives 90 days
 * (Max-Age, and the issue time inside the signature, so a cookie kept longer is refused too). One per browser:
 * signing in to another account replaces it.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
const VERSION = "booth-device-1";

/** What a device cookie check needs: the secret and cookie names (config) and the account's credential (database). */
export interface DeviceTrust {
  config: AppConfig;
  database: Database;
}

/** `booth.trusted_device` on http, `__Host-booth.trusted_device` on https (like the session cookie). */
export function deviceCookieName(config: AppConfig): string {
  return sessionCookieName(config).replace(/session_token$/, "trusted_device");
}

interface DeviceClaim {
  userId: string;
  nonce: string;
  issuedAtS: number;
}

export function signDevice(secret: string, claim: DeviceClaim, stamp: string): string {
  const mac = createHmac("sha256", secret)
    .update([VERSION, claim.userId, claim.nonce, String(claim.issuedAtS), stamp].join("\n"))
    .digest("base64url");
  return [encode(claim.userId), claim.nonce, String(claim.issuedAtS), mac].join(".");
}

function parseDevice(value: string): (DeviceClaim & { mac: string }) | null {
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [user, nonce, issued, mac] = parts;
  const userId = decode(user);
  const issuedAtS = Number(issued);
  if (!userId || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || !Number.isSafeInteger(issuedAtS) || !mac) return null;
  return { userId, nonce, issuedAtS, mac };
}

function readCookie(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The device key (for its own limit) when the request carries a good device cookie of the account with this email:
 * signed by us, not older than 90 days, for that account, over its current password. Null otherwise — then the
 * per-account limit applies as to anyone. No cookie, no database read.
 */
export async function trustedDevice(trust: DeviceTrust, headers: Headers, email: string): Promise<string | null> {
  const value = readCookie(headers, deviceCookieName(trust.config));
  if (!value) return null;
  const claim = parseDevice(decodeURIComponent(value));
  if (!claim) return null;
  const ageS = Math.floor(Date.now() / 1000) - claim.issuedAtS;
  if (ageS < -300 || ageS > DEVICE_COOKIE_MAX_AGE_S) return null;
  const credential = await getCredentialStamp(trust.database.db, { email });
  if (!credential || credential.userId !== claim.userId) return null;
  const expected = signDevice(trust.config.authSecret, claim, credential.stamp).split(".")[3];
  const given = Buffer.from(claim.mac);
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return `${claim.userId}:${claim.nonce}`;
}

/** The Set-Cookie of a new device cookie for this account (after a password sign-in); null without a password. */
export async function issueDeviceCookie(trust: DeviceTrust, userId: string): Promise<string | null> {
  const credential = await getCredentialStamp(trust.database.db, { userId });
  if (!credential) return null;
  const claim = { userId, nonce: randomBytes(18).toString("base64url"), issuedAtS: Math.floor(Date.now() / 1000) };
  const value = signDevice(trust.config.authSecret, claim, credential.stamp);
  const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (trust.config.secureCookies) attributes.push("Secure");
  return [`${deviceCookieName(trust.config)}=${value}`, ...attributes].join("; ");
}

const encode = (text: string) => Buffer.from(text, "utf8").toString("base64url");
function decode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  return Buffer.from(text, "base64url").toString("utf8");
}
