// Builds only when build/ is missing or older than the sources (a content hash, so git checkouts that
// touch mtimes do not force a rebuild). Used by `npm start` and by the test script before Playwright.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.resolve(root, process.env.BOOTH_BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".source-hash");
const SOURCES = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return (
    readdirSync(full, { recursive: true, withFileTypes: true })
      // Tests and the lint-boundary probes (files the lint test writes into app/ and server/ for a few seconds
      // while other tests start the app) are not part of the build: counting a probe made every start that saw
      // it, or missed it, rebuild.
      .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name) && !d.name.startsWith("lint-boundary-probe."))
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
      .sort()
  );
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

const lockDir = `${buildDir}.lock`;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Holds a lock beside build/ while `run` builds: processes started at once on a fresh clone (parallel test files,
 * several `npm start`s) would each empty build/ under the others. A waiter re-checks the build once it holds the
 * lock, so only the first builds. A lock older than the longest build is a killed builder's, and is taken over.
 */
function withBuildLock(run) {
  const waiting = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir, { recursive: false });
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 600_000) rmSync(lockDir, { recursive: true, force: true });
      } catch {}
      if (Date.now() - waiting > 900_000) throw new Error(`The build lock ${lockDir} was held for 15 minutes.`);
      sleep(500);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

const isCurrent = (wanted) =>
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8").trim() === wanted &&
  existsSync(path.join(buildDir, "server", "index.js"));

/** Returns true when it built, false when the build was current; throws when the build fails. */
export function ensureBuild({ log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const wanted = sourceHash();
  if (isCurrent(wanted)) return false;
  mkdirSync(path.dirname(buildDir), { recursive: true });
  return withBuildLock(() => {
    if (isCurrent(wanted)) return false;
    log(existsSync(stampFile) ? "Sources changed since the last build; rebuilding…" : "No build yet; building…");
    const started = Date.now();
    const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error("The build failed; see the output above.");
    writeFileSync(stampFile, `${wanted}\n`);
    log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureBuild();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
