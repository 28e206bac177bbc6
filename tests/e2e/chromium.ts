import { existsSync } from "node:fs";

/**
 * The browser the suite drives: Debian's `chromium-headless-shell` (Chromium's own headless build, what Playwright
 * itself runs headless), else the full `chromium` in headless mode. The shell renders with the same Blink and V8
 * but without the full browser's UI process work; on this 2-core machine it spends about a quarter less CPU per
 * page, and the e2e run is CPU-bound (decision 052). CHROMIUM_PATH picks another binary.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
