import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import getPort from "get-port";

// The start contract of `npm start` (scripts/start.mjs) on the built app: one server per data
// directory, and a graceful stop on SIGTERM. Runs once (desktop project); it needs no browser.

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

test.describe("server lifecycle", () => {
  test.skip(({ isMobile }) => isMobile, "runs once");
  test.setTimeout(120_000);

  test("one server per data directory; SIGTERM finishes in-flight requests and exits 0 within 10 s", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "booth-lifecycle-"));
    const port = await getPort();
    const first = startServer(dataDir, port);
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
          timeout: 90_000,
        })
        .toBe(200);

      const second = startServer(dataDir, await getPort());
      expect(await exitOf(second.child)).not.toBe(0);
      expect(second.output()).toMatch(/in use by another Booth process/);

      const inFlight = fetch(`http://127.0.0.1:${port}/`);
      await new Promise((r) => setTimeout(r, 20));
      const stopped = Date.now();
      first.child.kill("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Your Gateway to Elite DJs");
      expect(await exitOf(first.child)).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(10_000);
      expect(existsSync(path.join(dataDir, "booth.lock"))).toBe(false);
    } finally {
      first.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
