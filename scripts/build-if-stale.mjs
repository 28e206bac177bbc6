// Builds only when build/ is missing or older than the sources (a content hash, so git checkouts that
// touch mtimes do not force a rebuild). Used by `npm start` and by the test script before Playwright.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

/** Returns true when it built, false when the build was current; throws when the build fails. */
export function ensureBuild({ log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const wanted = sourceHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (current === wanted && existsSync(path.join(buildDir, "server", "index.js"))) return false;
  log(current ? "Sources changed since the last build; rebuilding…" : "No build yet; building…");
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureBuild();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
