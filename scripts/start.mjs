// `npm start`: validate configuration, take the data-directory lock, build only when the build is
// missing or stale, then serve. Runs on the project's pinned Node (24), which strips TypeScript
// types natively, so the config and lock modules are shared with the server as plain .ts files.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../server/config.server.ts";
import { acquireDataDirLock } from "../server/db/data-dir-lock.ts";
import { buildDir, ensureBuild, root } from "./build-if-stale.mjs";

process.chdir(root);
// React picks its development or production bundle from process.env.NODE_ENV when the server build first
// imports it (below): unless told otherwise, `npm start` is production. The development bundle renders about
// twice as slowly (issue 16).
process.env.NODE_ENV ||= "production";

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
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

try {
  ensureBuild();
} catch (error) {
  lock.release();
  fail(error.message);
}

const { start } = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
try {
  await start({ config, clientDir: path.join(buildDir, "client"), onClosed: () => lock.release() });
} catch (error) {
  lock.release();
  fail(`Booth could not start: ${error?.stack ?? error}`);
}
