/** Password of the demo accounts every e2e server is seeded with (see server/domain/users/seed-demo-accounts.server.ts). */
export const E2E_PASSWORD = "booth e2e passphrase";

/** Flags of the "flipped" server, switched with the operator CLI before it starts. */
export const FLIPPED_FLAGS = {
  radioEnabled: "off",
  loginEnabled: "off",
  eventsPageEnabled: "on",
  venuesEnabled: "off",
  newsPageEnabled: "off",
  productionLinesEnabled: "off",
} as const;

/** Lets several checkouts/agents run the suite side by side (default ports 4310…). */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4310);

/**
 * The app servers the end-to-end suite starts (tests/e2e/start-server.sh). "default" runs with the
 * spec's default flags and a loopback OpenID provider standing in for Google; "flipped" without Google;
 * "abuse" (default flags, no Google) only for tests/e2e/abuse.spec.ts, which trips the rate limits.
 */
export const E2E_SERVERS = {
  default: {
    name: "default",
    port: BASE,
    url: `http://localhost:${BASE}`,
    smtpPort: BASE + 15,
    oidcPort: (BASE + 20) as number | undefined,
    /** The fake SoundCloud widget (tests/e2e/fixtures/fake-soundcloud-widget.ts) the radio plays through. */
    widgetPort: (BASE + 25) as number | undefined,
    /** Stand-ins for the Google tag, Sentry and PayPal (tests/e2e/fixtures/fake-third-parties.ts). */
    thirdPartyPort: (BASE + 30) as number | undefined,
    flags: {} as Record<string, string>,
  },
  flipped: {
    name: "flipped",
    port: BASE + 1,
    url: `http://localhost:${BASE + 1}`,
    smtpPort: BASE + 16,
    oidcPort: undefined as number | undefined,
    widgetPort: undefined as number | undefined,
    thirdPartyPort: undefined as number | undefined,
    flags: FLIPPED_FLAGS as Record<string, string>,
  },
  // Abuse tests burn the per-IP auth limits (every test runs from 127.0.0.1), so they get their own server.
  // It must not trust loopback as a proxy (start-server.sh does that only for "default"): the spoofed
  // X-Forwarded-For tests rely on the socket address being the client's.
  abuse: {
    name: "abuse",
    port: BASE + 2,
    url: `http://localhost:${BASE + 2}`,
    smtpPort: BASE + 17,
    oidcPort: undefined as number | undefined,
    widgetPort: undefined as number | undefined,
    thirdPartyPort: undefined as number | undefined,
    flags: {} as Record<string, string>,
  },
} as const;
