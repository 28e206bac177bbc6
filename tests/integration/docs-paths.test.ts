import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_CONFIG_FILES } from "./helpers/root-config-files";
import { REPO_ROOT } from "./helpers/spawn";

/**
 * The docs a newcomer reads first are only worth something while the paths they name exist. Every repository path
 * written in code spans (`app/ui/follow-button.tsx`, `server/jobs/`, `app/routes/{about,terms}.tsx`, `tests/e2e/*.ts`)
 * and every relative Markdown link (with its #anchor) of these files must resolve; a file moved or renamed without
 * its doc fails here, naming the doc and the path. Placeholders (`app/core/<area>.ts`, `NNN-title.md`) are not
 * paths and are skipped. No database is involved, so the PostgreSQL leg would only repeat it.
 */
const CHECKED_DOCS = [
  "README.md",
  "docs/architecture.md",
  "docs/adding-an-area.md",
  "docs/operations.md",
  "docs/decisions/README.md",
];

/** Top-level folders and files a repository path may start with. */
const ROOTS = ["app/", "server/", "tests/", "docs/", "scripts/", "bench/", "cli/", "patches/", "public/", ".ci/"];
const ROOT_FILES = [...ROOT_CONFIG_FILES, ".npmrc"];

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (nested braces expanded one level at a time). */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return match[1].split(",").flatMap((part) => expandBraces(`${before}${part}${after}`));
}

/** The repository paths named in a doc's code spans. */
function pathsInCodeSpans(markdown: string): string[] {
  const found: string[] = [];
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, "");
  for (const span of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    for (const token of span[1].split(/[\s"'()=:;]+/)) {
      const candidate = token.replace(/[.,…]+$/, "");
      const isRepoPath = ROOTS.some((root) => candidate.startsWith(root)) || ROOT_FILES.includes(candidate);
      if (!isRepoPath) continue;
      // Placeholders name a kind of file, not a file.
      if (/[<>]|NNN|\.\.\./.test(candidate)) continue;
      found.push(candidate);
    }
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, "");
  for (const heading of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative link targets of a doc (`[text](target)`), without web addresses and mail links. */
function relativeLinks(markdown: string): string[] {
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, "");
  return [...withoutFences.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

/** Whether a path with `*` wildcards in its last part matches at least one file. */
function globMatches(relative: string): boolean {
  const dir = path.posix.dirname(relative);
  const pattern = new RegExp(
    `^${path.posix
      .basename(relative)
      .replace(/[.+^$()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")}$`,
  );
  const absolute = path.join(REPO_ROOT, dir);
  return existsSync(absolute) && readdirSync(absolute).some((name) => pattern.test(name));
}

function pathExists(relative: string): boolean {
  if (relative.includes("*")) return globMatches(relative);
  return existsSync(path.join(REPO_ROOT, relative));
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("paths named by the docs", () => {
  it("finds paths in code spans, expands braces and skips placeholders", () => {
    const doc = [
      "`app/routes/{about,terms}.tsx` and `server/jobs/`, `tests/e2e/*.spec.ts`,",
      "a `<area>` is `app/core/<area>.ts`; `docs/decisions/NNN-title.md`; `/events.ics`; `npm run bench`",
      "```ts\nimport x from 'app/in/a/fence.ts';\n```",
    ].join("\n");
    expect(pathsInCodeSpans(doc).flatMap(expandBraces)).toEqual([
      "app/routes/about.tsx",
      "app/routes/terms.tsx",
      "server/jobs/",
      "tests/e2e/*.spec.ts",
    ]);
    expect([
      ...headingAnchors("# Several processes (decision 036)\n## Why there is no 040\n## Why there is no 040"),
    ]).toEqual(["several-processes-decision-036", "why-there-is-no-040", "why-there-is-no-040-1"]);
    expect(pathExists("app/ui/follow-button.tsx")).toBe(true);
    expect(pathExists("app/features/djs/follow-button.tsx")).toBe(false);
    expect(pathExists("tests/e2e/*.spec.ts")).toBe(true);
    expect(pathExists("tests/e2e/*.nothing")).toBe(false);
  });

  it.each(CHECKED_DOCS)("every repository path and relative link in %s exists", (doc) => {
    const file = path.join(REPO_ROOT, doc);
    const markdown = readFileSync(file, "utf8");
    const missing: string[] = [];
    for (const named of pathsInCodeSpans(markdown).flatMap(expandBraces)) {
      if (!pathExists(named)) missing.push(`\`${named}\``);
    }
    for (const link of relativeLinks(markdown)) {
      const [target, anchor] = link.split("#");
      const resolved = target ? path.resolve(path.dirname(file), target) : file;
      // Links out of the repository (the shared design documents beside it) are not this checkout's to check.
      if (!resolved.startsWith(REPO_ROOT + path.sep) && resolved !== REPO_ROOT) continue;
      if (!existsSync(resolved)) {
        missing.push(`(${link})`);
        continue;
      }
      if (anchor && resolved.endsWith(".md") && !headingAnchors(readFileSync(resolved, "utf8")).has(anchor)) {
        missing.push(`(${link}): no such heading`);
      }
    }
    expect(missing, `${doc} names what does not exist`).toEqual([]);
  });
});

/** The variables `server/config.server.ts` validates: the keys of its env schema (two-space indented, upper case). */
function configVariables(source: string): string[] {
  const start = source.indexOf("const envSchema = z.object({");
  const end = source.indexOf("\n});", start);
  if (start === -1 || end === -1) throw new Error("server/config.server.ts: envSchema not found");
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("README configuration table", () => {
  it("has a row for every environment variable the server validates", () => {
    const variables = configVariables(readFileSync(path.join(REPO_ROOT, "server/config.server.ts"), "utf8"));
    // Sanity: the parse found the schema, not a stray line.
    expect(variables).toEqual(expect.arrayContaining(["PORT", "DATA_DIR", "DATABASE_URL", "PUBLIC_URL"]));
    const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const rows = section.split("\n").filter((line) => line.startsWith("| `"));
    const documented = new Set(
      rows.flatMap((row) => [...row.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
