import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium";
import { CONSENT_CHOSEN_STATE } from "./tests/e2e/fixtures/consent-state";
import { E2E_PASSWORD, E2E_SERVERS } from "./tests/e2e/servers";

// The moment the servers are started and seeded: demo content is dated from that day, so a test that names a demo
// event by its date reads this rather than the clock, and a run that crosses midnight still finds it. Workers
// inherit it from the runner's environment.
process.env.E2E_SEEDED_AT ??= new Date().toISOString();

/** The servers this run starts: all of them, or those E2E_ONLY_SERVERS names (comma-separated). */
function startedServers() {
  const only = process.env.E2E_ONLY_SERVERS?.split(",").map((name) => name.trim());
  return Object.values(E2E_SERVERS).filter((server) => !only || only.includes(server.name));
}

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * End-to-end tests run the built app (npm start) in Debian's Chromium (its headless shell, tests/e2e/chromium.ts). Two servers with their own data
 * directories cover both flag states: "default" (spec defaults) and "flipped" (flags switched with the CLI).
 * Each gets demo accounts, an SMTP sink, and ("default") a loopback OpenID provider standing in for Google.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? ".tmp/test-results",
  fullyParallel: false,
  // Two on two cores: the suite keeps both busy (browsers, axe, the app servers); a third worker only adds
  // contention (decision 052).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous: the suite runs on shared 2-core machines where a page plus an axe pass can take ten seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [["list"]],
  use: {
    baseURL: E2E_SERVERS.default.url,
    // Every context starts as a browser that has answered the cookie banner (tests/e2e/consent.spec.ts does not).
    storageState: CONSENT_CHOSEN_STATE,
    // Recording a trace costs every test about a sixth of its CPU (DOM snapshots and screencast frames at each step)
    // even when it passes and the trace is thrown away. CI retries a failed test once and records that retry's trace;
    // a local run keeps the trace of any test that failed (decision 052).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@exclusive/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Tests that change what every other test sees (e.g. a site flag) run one at a time — two of them in
      // different files would otherwise flip each other's flags mid-test — and alone on their servers: after the
      // rest in one run, or (E2E_SPLIT, as `npm test` does) in a second run beside it with servers of their own
      // on other ports (decision 052).
      name: "exclusive",
      grep: /@exclusive/,
      workers: 1,
      dependencies: process.env.E2E_SPLIT ? [] : ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      grepInvert: /@exclusive/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: startedServers().map((server) => ({
    command: `bash tests/e2e/start-server.sh ${server.name} ${server.port}`,
    env: {
      E2E_FLAGS: Object.entries(server.flags)
        .map(([flag, state]) => `${flag}:${state}`)
        .join(" "),
      E2E_PASSWORD,
      E2E_SMTP_PORT: String(server.smtpPort),
      E2E_OIDC_PORT: server.oidcPort ? String(server.oidcPort) : "",
      E2E_WIDGET_PORT: server.widgetPort ? String(server.widgetPort) : "",
      E2E_THIRD_PARTY_PORT: server.thirdPartyPort ? String(server.thirdPartyPort) : "",
    },
    url: `${server.url}/api/health`,
    // A loaded machine (several suites at once) may need longer to seed and start three servers.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  })),
});
