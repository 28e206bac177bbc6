import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREA_RULES } from "./core/access/areas";
import { isArea, ROUTE_TABLE, type RouteRule, routeRuleOf } from "./core/access/route-table";
import routes from "./routes";

const APP = __dirname;
const RULES = ROUTE_TABLE as readonly RouteRule[];
const source = (module: string) => readFileSync(path.join(APP, module), "utf8");

describe("the route table (decision 049)", () => {
  it("declares every route module once per pattern, and names only modules that exist", () => {
    expect(new Set(RULES.map((rule) => rule.pattern)).size).toBe(RULES.length);
    const modules = readdirSync(path.join(APP, "routes"))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .map((file) => `routes/${file}`);
    const named = new Set(RULES.map((rule) => rule.module));
    expect(modules.filter((module) => !named.has(module))).toEqual([]);
    expect([...named].filter((module) => !modules.includes(module))).toEqual([]);
  });

  it("is what app/routes.ts gives React Router: one route per rule, area ids kept", () => {
    const flat = routes.map((route) => ({ path: route.index ? "/" : route.path, file: route.file, id: route.id }));
    expect(flat).toEqual(
      RULES.map((rule) => ({
        path: rule.pattern === "/" ? "/" : rule.pattern === "*" ? "*" : rule.pattern.slice(1),
        file: rule.module,
        id: rule.id ?? (isArea(rule) ? `area:${rule.pattern}` : undefined),
      })),
    );
  });

  it("finds the rule of every pattern React Router reports, with or without its leading slash", () => {
    for (const rule of RULES) {
      expect(routeRuleOf(rule.pattern)).toBe(rule);
      if (rule.pattern.length > 1) expect(routeRuleOf(rule.pattern.slice(1))).toBe(rule);
    }
    expect(routeRuleOf("nowhere")).toBeUndefined();
  });

  it("keeps the areas of spec §2 as the rules with a gate or a guard", () => {
    expect(AREA_RULES.map((rule) => rule.pattern)).toEqual(RULES.filter(isArea).map((rule) => rule.pattern));
    for (const rule of AREA_RULES) expect(rule.feature).not.toBe("");
  });

  it("gives every guarded route a loader, so the server guard also runs on client-side navigations", () => {
    const withoutLoader = RULES.filter((rule) => isArea(rule))
      .filter((rule) => !/export (async )?function loader\b|export const loader\b/.test(source(rule.module)))
      .map((rule) => rule.pattern);
    expect(withoutLoader).toEqual([]);
  });

  it("leaves the pattern to the table: no route module writes a route pattern or guards itself", () => {
    const patterns = RULES.map((rule) => rule.pattern).filter((pattern) => pattern.includes(":"));
    const offenders: string[] = [];
    for (const module of new Set(RULES.map((rule) => rule.module))) {
      const text = source(module);
      for (const pattern of patterns) {
        if (text.includes(`"${pattern}"`) || text.includes(`'${pattern}'`) || text.includes(`\`${pattern}\``)) {
          offenders.push(`${module} writes ${pattern}`);
        }
      }
      if (/requireAreaAccess|requireManaged|AreaPattern|findAreaRule/.test(text)) {
        offenders.push(`${module} looks up its own area instead of reading what the guard found`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
