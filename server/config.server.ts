import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Environment, validated once at start. Invalid configuration stops the process with a message that
 * names the variable, instead of failing later in a request.
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "ADMIN_EMAILS must be a comma-separated list of email addresses" })));

/**
 * Free space kept on DATA_DIR's disk by default (decision 042): several of PGlite's 16 MB WAL segments, plus the
 * uploads and background writes that may still land while writes are being refused.
 */
export const DEFAULT_DISK_RESERVE_MB = 128;
/** Requests per minute per address on the public API (decision 061). */
export const DEFAULT_API_RATE_LIMIT = 600;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  // Free space kept on DATA_DIR's disk: below it writes answer 507 and reads go on (decision 042); 0 = no reserve.
  DISK_RESERVE_MB: z.coerce
    .number({ message: "DISK_RESERVE_MB must be a whole number of megabytes (0 turns the reserve off)" })
    .int({ message: "DISK_RESERVE_MB must be a whole number of megabytes (0 turns the reserve off)" })
    .min(0, { message: "DISK_RESERVE_MB must be a whole number of megabytes (0 turns the reserve off)" })
    .max(1_000_000, { message: "DISK_RESERVE_MB must be at most 1000000 (about 1 TB)" })
    .default(DEFAULT_DISK_RESERVE_MB),
  // Requests per minute one address may make to the public API /api/v1 (decision 061).
  API_RATE_LIMIT: z.coerce
    .number({ message: "API_RATE_LIMIT must be a whole number of requests per minute" })
    .int({ message: "API_RATE_LIMIT must be a whole number of requests per minute" })
    .min(1, { message: "API_RATE_LIMIT must be at least 1" })
    .max(1_000_000, { message: "API_RATE_LIMIT must be at most 1000000" })
    .default(DEFAULT_API_RATE_LIMIT),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: "DATABASE_URL must be a postgres:// or postgresql:// connection string",
    }),
  PUBLIC_URL: z.string().optional(),
  AUTH_SECRET: z.string().optional(),
  BRAND_NAME: z.string().min(1).default("Booth"),
  WHATSAPP_NUMBER: z
    .string()
    .default("+972500000000")
    .transform((v) => v.replace(/[^\d]/g, ""))
    .refine((v) => v.length >= 7 && v.length <= 15, {
      message: "WHATSAPP_NUMBER must be an international phone number (7–15 digits)",
    }),
  ADMIN_EMAILS: emailList,
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // The rendered-page cache for anonymous visitors (decision 020); "off" renders every request (bench, debugging).
  PAGE_CACHE: z.enum(["on", "off"], { message: 'PAGE_CACHE must be "on" or "off"' }).default("on"),
  // The in-process job runner (decision 028: follower alert digests at 09:00 UTC); "off" leaves jobs to other processes.
  JOBS: z.enum(["on", "off"], { message: 'JOBS must be "on" or "off"' }).default("on"),
  // Test-only endpoints (POST /api/test/alerts-send): never set outside the end-to-end suite.
  E2E_HOOKS: z.enum(["on", "off"], { message: 'E2E_HOOKS must be "on" or "off"' }).default("off"),
  // Worker processes for `npm start` on PostgreSQL (decision 036); unset = min(cores, free memory / 512 MB).
  WEB_CONCURRENCY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^[1-9]\d{0,2}$/.test(v), {
      message: "WEB_CONCURRENCY must be a whole number of processes from 1 to 999",
    })
    .transform((v) => (v === undefined ? undefined : Number(v))),
  // A request header set by a trusted proxy/CDN with the visitor's country (e.g. cf-ipcountry); unset = none.
  COUNTRY_HEADER: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase() : undefined))
    .refine((v) => v === undefined || /^[a-z0-9-]{1,64}$/.test(v), {
      message: "COUNTRY_HEADER must be a header name, like cf-ipcountry",
    }),
  CITY_HEADER: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase() : undefined))
    .refine((v) => v === undefined || /^[a-z0-9-]{1,64}$/.test(v), {
      message: "CITY_HEADER must be a header name, like cf-ipcity",
    }),
  ANALYTICS_RAW_MONTHS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v.trim()) : 13))
    .refine((v) => Number.isInteger(v) && v >= 2 && v <= 120, {
      message: "ANALYTICS_RAW_MONTHS must be a whole number of months from 2 to 120",
    }),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: "SMTP_URL must start with smtp:// or smtps://",
    }),
  MAIL_FROM: z.string().optional(),
  // Where messages of the /support contact form are also mailed; unset = they wait in /admin/support only.
  SUPPORT_EMAIL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase() : undefined))
    .refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: "SUPPORT_EMAIL must be one e-mail address, like help@example.com",
    }),
  // The SoundCloud widget the radio plays through; tests point it at a local stand-in of its Widget API.
  SOUNDCLOUD_WIDGET_URL: z
    .url({ message: "SOUNDCLOUD_WIDGET_URL must be an http(s) URL" })
    .refine((v) => /^https?:\/\//.test(v), { message: "SOUNDCLOUD_WIDGET_URL must be an http(s) URL" })
    .default("https://w.soundcloud.com/player/"),
  // The Google tag: unset = no analytics provider at all. The tag URL is overridable for the e2e stand-in.
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^[A-Z0-9-]{4,40}$/.test(v), {
      message: "ANALYTICS_MEASUREMENT_ID must look like G-XXXXXXX",
    }),
  ANALYTICS_TAG_URL: z
    .url({ message: "ANALYTICS_TAG_URL must be an http(s) URL" })
    .refine((v) => /^https?:\/\//.test(v), { message: "ANALYTICS_TAG_URL must be an http(s) URL" })
    .default("https://www.googletagmanager.com/gtag/js"),
  // Error reporting: Sentry's DSN for the browser and the server; unset = nothing is reported.
  SENTRY_DSN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^@/\s]+@[^/\s]+\/\S+$/.test(v), {
      message: "SENTRY_DSN must look like https://<key>@<host>/<project>",
    }),
  // PayPal: booking deposits. Unset client id = no payments at all (no SDK, no CSP origin).
  PAYPAL_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  PAYPAL_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  PAYPAL_ENVIRONMENT: z.string().optional(),
  PAYPAL_SDK_URL: z.string().optional(),
  // The REST API; default follows the environment. Tests point both URLs at a local stand-in.
  PAYPAL_API_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
      message: "PAYPAL_API_URL must be an http(s) URL",
    }),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // Google's endpoints; overridable so the full PKCE flow can be proven against a local OpenID provider.
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
});

export interface AppConfig {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Free space (MB) kept on DATA_DIR's disk: below it writes are refused with 507 (DISK_RESERVE_MB; 0 = off). */
  diskReserveMb: number;
  /** Requests per minute one address may make to /api/v1 (API_RATE_LIMIT, default 600). */
  apiRateLimit: number;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Cookies get Secure/__Host- and responses get HSTS exactly when the public URL is https. */
  secureCookies: boolean;
  authSecret: string;
  brandName: string;
  /** Brand slug ({product} in the spec), used as the client storage prefix. */
  productSlug: string;
  whatsappNumber: string;
  adminEmails: string[];
  trustedProxies: string[];
  logLevel: "debug" | "info" | "warn" | "error";
  /** Anonymous pages answered from rendered copies kept in memory (PAGE_CACHE, default on). */
  pageCache: boolean;
  /** This process runs due jobs from the jobs table (JOBS, default on). */
  jobs: boolean;
  /** The end-to-end suite's hooks are mounted (E2E_HOOKS=on; off everywhere else). */
  e2eHooks: boolean;
  /** WEB_CONCURRENCY: worker processes `npm start` runs on PostgreSQL; undefined = the default (decision 036). */
  webConcurrency: number | undefined;
  /** Header carrying the visitor's country for DJ profile views (COUNTRY_HEADER); undefined = not recorded. */
  countryHeader: string | undefined;
  /** Header carrying the visitor's city for DJ profile views (CITY_HEADER); undefined = not recorded. */
  cityHeader: string | undefined;
  /** Months of raw DJ activity kept before it is summarised into the daily roll-ups (ANALYTICS_RAW_MONTHS). */
  analyticsRawMonths: number;
  /** Unset: every email is written as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SUPPORT_EMAIL: contact-form messages are also mailed here; undefined = the admin inbox only. */
  supportEmail: string | undefined;
  /** The SoundCloud widget page the radio loads (SOUNDCLOUD_WIDGET_URL); its origin is added to frame-src. */
  soundcloudWidgetUrl: string;
  /** The Google tag, present only when ANALYTICS_MEASUREMENT_ID is set; its origins join the CSP. */
  analytics: { measurementId: string; tagUrl: string } | undefined;
  /** SENTRY_DSN: errors of the browser and the server are reported there; its origin joins connect-src. */
  sentryDsn: string | undefined;
  /** PayPal for booking deposits, present only when PAYPAL_CLIENT_ID is set (with its secret and environment). */
  paypal: PayPalConfig | undefined;
  /** Present only when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google:
    | { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userInfoUrl: string }
    | undefined;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  environment: PayPalEnvironment;
  /** The JS SDK the browser loads (PAYPAL_SDK_URL, default https://www.paypal.com/sdk/js). */
  sdkUrl: string;
  /** The REST API the server creates and captures orders with. */
  apiUrl: string;
}

// Mirrors app/core/booking/payments.ts (paymentOptionProblems, PAYPAL_SDK_URL): start.mjs loads this file with Node's type
// stripping, which cannot resolve app/core's extensionless imports. config.test.ts checks that both agree.
type PayPalEnvironment = "production" | "sandbox";
const DEFAULT_PAYPAL_SDK_URL = "https://www.paypal.com/sdk/js";

const PAYPAL_API_URLS: Record<PayPalEnvironment, string> = {
  production: "https://api-m.paypal.com",
  sandbox: "https://api-m.sandbox.paypal.com",
};

/**
 * Spec §5: the payment script's environment must be production or sandbox and its url a non-empty string — checked
 * at start, so a typo stops the process with the variable's name instead of failing a visitor's payment later.
 */
export function paypalConfig(e: {
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_ENVIRONMENT?: string;
  PAYPAL_SDK_URL?: string;
  PAYPAL_API_URL?: string;
}): PayPalConfig | undefined {
  if (!e.PAYPAL_CLIENT_ID) return undefined;
  const environment = e.PAYPAL_ENVIRONMENT?.trim();
  const sdkUrl = e.PAYPAL_SDK_URL === undefined ? DEFAULT_PAYPAL_SDK_URL : e.PAYPAL_SDK_URL.trim();
  const problems: string[] = [];
  if (environment !== "production" && environment !== "sandbox")
    problems.push(
      `  - PAYPAL_ENVIRONMENT: environment must be "production" or "sandbox" (got ${environment ? `"${environment}"` : "nothing"})`,
    );
  if (!sdkUrl) problems.push("  - PAYPAL_SDK_URL: url must be a non-empty string");
  else if (!/^https?:\/\/[^\s]+$/.test(sdkUrl)) problems.push("  - PAYPAL_SDK_URL: must be an http(s) URL");
  if (!e.PAYPAL_CLIENT_SECRET)
    problems.push(
      "  - PAYPAL_CLIENT_SECRET: must be set with PAYPAL_CLIENT_ID (the server creates and captures orders)",
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  const env = environment as PayPalEnvironment;
  return {
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET as string,
    environment: env,
    sdkUrl,
    apiUrl: (e.PAYPAL_API_URL ?? PAYPAL_API_URLS[env]).replace(/\/+$/, ""),
  };
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`).join("\n");
}

/**
 * The spec's startup check on the backend URL ("must be a valid HTTPS URL") applies to our own public
 * URL: production traffic must be https; loopback hosts are allowed plain http for local use.
 */
export function validatePublicUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a valid HTTPS URL (got "${raw}")`);
  }
  if (url.protocol === "https:") return url;
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return url;
  throw new ConfigError(
    `PUBLIC_URL must be a valid HTTPS URL (got "${raw}"); plain http is only allowed for localhost/127.0.0.1`,
  );
}

function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = validatePublicUrl(e.PUBLIC_URL?.trim() || `http://localhost:${e.PORT}`);
  if (e.AUTH_SECRET !== undefined && e.AUTH_SECRET.length < 32) {
    throw new ConfigError("Invalid configuration:\n  - AUTH_SECRET: must be at least 32 characters");
  }
  return {
    nodeEnv: e.NODE_ENV,
    pageCache: e.PAGE_CACHE === "on",
    jobs: e.JOBS === "on",
    e2eHooks: e.E2E_HOOKS === "on",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    diskReserveMb: e.DISK_RESERVE_MB,
    apiRateLimit: e.API_RATE_LIMIT,
    databaseUrl: e.DATABASE_URL,
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === "https:",
    authSecret: e.AUTH_SECRET ?? loadOrCreateAuthSecret(dataDir),
    brandName: e.BRAND_NAME,
    // Not app/core/text/slugs.ts on purpose: this prefixes what browsers keep in local storage, so a new rule
    // would orphan every visitor's saved consent and settings on upgrade; and start.mjs loads this file with
    // Node's type stripping, which cannot resolve app/core's extensionless imports.
    productSlug:
      e.BRAND_NAME.toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "booth",
    whatsappNumber: e.WHATSAPP_NUMBER,
    adminEmails: e.ADMIN_EMAILS,
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    countryHeader: e.COUNTRY_HEADER,
    webConcurrency: e.WEB_CONCURRENCY,
    cityHeader: e.CITY_HEADER,
    analyticsRawMonths: e.ANALYTICS_RAW_MONTHS,
    smtpUrl: e.SMTP_URL,
    soundcloudWidgetUrl: e.SOUNDCLOUD_WIDGET_URL,
    sentryDsn: e.SENTRY_DSN,
    analytics: e.ANALYTICS_MEASUREMENT_ID
      ? { measurementId: e.ANALYTICS_MEASUREMENT_ID, tagUrl: e.ANALYTICS_TAG_URL }
      : undefined,
    mailFrom:
      e.MAIL_FROM?.trim() ||
      `${e.BRAND_NAME} <no-reply@${publicUrl.hostname === "localhost" ? "booth.local" : publicUrl.hostname}>`,
    supportEmail: e.SUPPORT_EMAIL,
    paypal: paypalConfig(e),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
  };
}
