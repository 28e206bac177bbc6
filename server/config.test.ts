import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAYPAL_SDK_URL, paymentOptionProblems } from "~/core/booking/payments";
import { ConfigError, loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "booth-config-"));

describe("configuration", () => {
  it("has the documented defaults and stores a generated auth secret once", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      brandName: "Booth",
      productSlug: "booth",
      publicUrl: "http://localhost:3000",
      secureCookies: false,
      diskReserveMb: 128,
      apiRateLimit: 600,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });
  it("requires an https PUBLIC_URL except on loopback, and derives Secure cookies from it", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://booth.example" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://booth.example" })).toThrow(
      /must be a valid HTTPS URL/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://booth.example/" })).toMatchObject({
      publicUrl: "https://booth.example",
      secureCookies: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://127.0.0.1:8080" }).secureCookies).toBe(false);
  });
  it("fails fast with the variable's name", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: "a@b.co, nope" })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DISK_RESERVE_MB: "lots" })).toThrow(/DISK_RESERVE_MB/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DISK_RESERVE_MB: "-1" })).toThrow(/DISK_RESERVE_MB/);
    expect(loadConfig({ DATA_DIR: dataDir(), DISK_RESERVE_MB: "0" }).diskReserveMb).toBe(0);
  });
  it("normalises the WhatsApp number to digits and the admin emails to lower case", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WHATSAPP_NUMBER: "+44 20 7946 0000",
      ADMIN_EMAILS: "Boss@Booth.Example",
    });
    expect(config.whatsappNumber).toBe("442079460000");
    expect(config.adminEmails).toEqual(["boss@booth.example"]);
  });

  it("starts PayPal only with a client id, a secret and a valid environment (spec §5), else a clear startup error", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).paypal).toBeUndefined();
    const paypal = { PAYPAL_CLIENT_ID: "cid", PAYPAL_CLIENT_SECRET: "secret" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...paypal, PAYPAL_ENVIRONMENT: "sandbox" }).paypal).toEqual({
      clientId: "cid",
      clientSecret: "secret",
      environment: "sandbox",
      sdkUrl: PAYPAL_SDK_URL,
      apiUrl: "https://api-m.sandbox.paypal.com",
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...paypal, PAYPAL_ENVIRONMENT: "production" }).paypal?.apiUrl).toBe(
      "https://api-m.paypal.com",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...paypal, PAYPAL_ENVIRONMENT: "live" })).toThrow(
      /PAYPAL_ENVIRONMENT: environment must be "production" or "sandbox" \(got "live"\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...paypal })).toThrow(/PAYPAL_ENVIRONMENT/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...paypal, PAYPAL_ENVIRONMENT: "sandbox", PAYPAL_SDK_URL: " " }),
    ).toThrow(/PAYPAL_SDK_URL: url must be a non-empty string/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYPAL_CLIENT_ID: "cid", PAYPAL_ENVIRONMENT: "sandbox" })).toThrow(
      /PAYPAL_CLIENT_SECRET/,
    );
    // The startup check says what the shared rule says.
    expect(paymentOptionProblems({ clientId: "cid", environment: "live", url: " " })).toEqual([
      'environment must be "production" or "sandbox"',
      "url must be a non-empty string",
    ]);
    const local = loadConfig({
      DATA_DIR: dataDir(),
      ...paypal,
      PAYPAL_ENVIRONMENT: "sandbox",
      PAYPAL_SDK_URL: "http://127.0.0.1:4430/sdk/js",
      PAYPAL_API_URL: "http://127.0.0.1:4430/",
    }).paypal;
    expect(local).toMatchObject({ sdkUrl: "http://127.0.0.1:4430/sdk/js", apiUrl: "http://127.0.0.1:4430" });
  });
});
