import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./helpers/spawn";

/**
 * Integration files share their worker's loaded modules (vitest `isolate: false`, decision 052). That is safe while
 * no file replaces a module or changes the process's environment or globals: such a change would leak into every
 * file that runs after it in the same worker, and the suite would pass or fail by file order. A file that needs
 * other settings passes them to what it starts (an app process's `env`, a function's options) instead.
 */
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\bvi\.(?:do)?mock\(/, why: "replaces a module for the whole worker" },
  { pattern: /\bvi\.stub(?:Env|Global)\(/, why: "changes the environment or a global for the whole worker" },
  { pattern: /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)/, why: "assigns to process.env" },
  { pattern: /\bdelete\s+process\.env\b/, why: "deletes from process.env" },
  { pattern: /Object\.assign\(\s*process\.env\b/, why: "assigns to process.env" },
];

function integrationSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return integrationSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Lines that break the rule, as "file:line — why"; this file's own patterns are left out. */
function offences(files: string[]): string[] {
  return files
    .filter((file) => path.basename(file) !== path.basename(import.meta.filename))
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
            ({ why }) => `${path.relative(REPO_ROOT, file)}:${index + 1} — ${why}`,
          ),
        ),
    );
}

describe("integration files can share a worker", () => {
  it("no integration file or helper mocks a module or changes the environment", () => {
    const files = integrationSources(path.join(REPO_ROOT, "tests", "integration"));
    expect(files.length).toBeGreaterThan(50);
    expect(offences(files)).toEqual([]);
  });

  it("the rule catches each kind of change", () => {
    const samples = [
      'vi.mock("~server/config.server")',
      "vi.stubEnv('TZ', 'UTC')",
      "process.env.DATABASE_URL = url;",
      'process.env["TZ"] ??= "UTC";',
      "delete process.env.PORT;",
      "Object.assign(process.env, extra);",
    ];
    for (const sample of samples)
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    for (const allowed of ["if (process.env.CI === 'true')", "const env = { ...process.env, PORT: '0' };"]) {
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(allowed)),
        allowed,
      ).toBe(false);
    }
  });
});
