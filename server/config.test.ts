import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
});
