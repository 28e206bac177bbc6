import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "./core/access/route-table";

const APP = __dirname;

/** Packages no page may load before it is interactive: forms bring zod in the chunks that load with them. */
const NOT_FIRST_LOAD = ["zod"];

/** The public pages a visitor lands on first (the bench's first-load JS rows), with the root every page loads. */
const LANDING_PATTERNS = ["/", "/dj/:slug", "/events", "/events/:slug", "/venues", "/venues/:slug", "/search"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every module a file reaches through static imports (what Vite puts in the page's first-load chunks), each with
 * the chain that reached it, and the packages imported on the way. Type-only imports and import() are left out:
 * neither loads code first.
 */
function staticImports(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gms)) {
      const spec = match[1];
      const resolved = resolveImport(file, spec);
      if (resolved) {
        if (!chains.has(resolved)) {
          chains.set(resolved, [...(chains.get(file) ?? []), resolved]);
          queue.push(resolved);
        }
      } else if (!packages.has(spec)) {
        packages.set(spec, [...(chains.get(file) ?? []).map((f) => path.relative(APP, f)), spec]);
      }
    }
  }
  return packages;
}

describe("first-load JavaScript", () => {
  it.each([
    "root.tsx",
    ...LANDING_PATTERNS.map((pattern) => ROUTE_TABLE.find((rule) => rule.pattern === pattern)?.module ?? pattern),
  ])("%s reaches no form-validation library through static imports", (module) => {
    const entry = path.join(APP, module);
    expect(existsSync(entry), `${module} exists`).toBe(true);
    const packages = staticImports(entry);
    const found = NOT_FIRST_LOAD.filter((name) =>
      [...packages.keys()].some((p) => p === name || p.startsWith(`${name}/`)),
    );
    expect(
      found.map((name) => packages.get(name)?.join(" → ")),
      "a shared rule module imports zod: move the schema to a file of its own that only forms and the server read",
    ).toEqual([]);
  });
});
