// `npm start`: validate configuration, take the data-directory lock, build only when the build is
// missing or stale, then serve. Runs on the project's pinned Node (24), which strips TypeScript
// types natively, so the config and lock modules are shared with the server as plain .ts files.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadConfig } from "../server/config.server.ts";
import { acquireDataDirLock } from "../server/db/data-dir-lock.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = path.join(root, "build");
const stampFile = path.join(buildDir, ".source-hash");
const SOURCES = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json"];

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

/** A content hash of everything the build reads; survives git checkouts that touch mtimes. */
function sourceHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error.message);
}

let lock;
try {
  lock = acquireDataDirLock(config.dataDir, "server");
} catch (error) {
  fail(error.message);
}

const wanted = sourceHash();
const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
if (current !== wanted || !existsSync(path.join(buildDir, "server", "index.js"))) {
  process.stdout.write(current ? "Sources changed since the last build; rebuilding…\n" : "No build yet; building…\n");
  const started = Date.now();
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    lock.release();
    fail("The build failed; see the output above.");
  }
  writeFileSync(stampFile, `${wanted}\n`);
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const { start } = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
try {
  await start({ config, clientDir: path.join(buildDir, "client"), onClosed: () => lock.release() });
} catch (error) {
  lock.release();
  fail(`Booth could not start: ${error?.stack ?? error}`);
}
