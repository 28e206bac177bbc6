import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_CONFIG_FILES } from "./helpers/root-config-files";
import { REPO_ROOT } from "./helpers/spawn";

/**
 * Comments and tests say why in terms of the code, or cite a decision record (docs/decisions/): the tracker's
 * numbered items live outside the repository, so a newcomer cannot open them. Every source, test, script and
 * config file under the folders below (and the configs at the root) is scanned; a line that names a tracker
 * item by number fails here, naming file:line. docs/ is left out on purpose: docs/spec-mapping.md keeps them as
 * history. No database is involved, so the PostgreSQL leg would only repeat it.
 */
const SCANNED_FOLDERS = ["app", "server", "cli", "tests", "bench", "scripts", ".ci"];
const SCANNED_ROOT_FILES = ROOT_CONFIG_FILES;

/** Text a person writes or reads: code, scripts, styles, SQL, config. Images, fonts and the like are skipped. */
const TEXT_EXTENSIONS = new Set([
  ".ts",
  ".tsx",
  ".js",
  ".mjs",
  ".cjs",
  ".jsx",
  ".sh",
  ".sql",
  ".json",
  ".css",
  ".html",
  ".yml",
  ".yaml",
  ".md",
  ".txt",
  "",
]);
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router", ".tmp", "test-results", "playwright-report"]);

/**
 * The word for a tracker item, singular or plural, any case, then its number (after spaces or a "#"). Built from
 * parts, like the samples below, so this file does not match itself.
 */
const ITEM_NUMBER = new RegExp(["\\b", "issues?", "[\\s#]*", "\\d"].join(""), "i");

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(full, found);
    } else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name))) {
      found.push(full);
    }
  }
}

function scannedFiles(): string[] {
  const found: string[] = [];
  for (const folder of SCANNED_FOLDERS) {
    const dir = path.join(REPO_ROOT, folder);
    try {
      if (statSync(dir).isDirectory()) walk(dir, found);
    } catch {
      // A folder the checkout does not have.
    }
  }
  for (const file of SCANNED_ROOT_FILES) found.push(path.join(REPO_ROOT, file));
  return found;
}

describe("comments and tests speak of the code", () => {
  it("scans the folders it names (a walk that found nothing would pass anything)", () => {
    const files = scannedFiles().map((f) => path.relative(REPO_ROOT, f));
    expect(files).toContain("app/root.tsx");
    expect(files).toContain("server/app.ts");
    expect(files).toContain("tests/integration/no-issue-numbers.test.ts");
    expect(files.some((f) => f.endsWith(".sql"))).toBe(true);
  });

  it("recognises a tracker item named by number, and nothing else", () => {
    const word = "issue";
    const cited = [`(${word} 16)`, `${word[0].toUpperCase()}${word.slice(1)} 24: the deposit`, `${word}s 17–24`];
    cited.push(`${word} #14`, `${word} 25's faults`, `${word.toUpperCase()} 3`);
    for (const line of cited) {
      expect(ITEM_NUMBER.test(line), line).toBe(true);
    }
    for (const plain of ["an issue with the cache", "@home_vibes #1", "tissue 5", "reissue the token"]) {
      expect(ITEM_NUMBER.test(plain), plain).toBe(false);
    }
  });

  it("no source, test, script or config file cites a tracker item by number", () => {
    const offenders: string[] = [];
    for (const file of scannedFiles()) {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue; // moved or removed while the scan ran
      }
      text.split("\n").forEach((line, index) => {
        if (ITEM_NUMBER.test(line)) {
          offenders.push(`${path.relative(REPO_ROOT, file)}:${index + 1}: ${line.trim().slice(0, 160)}`);
        }
      });
    }
    expect(offenders, `Say the reason or cite "decision NNN" instead:\n${offenders.join("\n")}`).toEqual([]);
  });
});
