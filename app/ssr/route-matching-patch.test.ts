import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+8.4.0.patch (decision 043): on the server React Router's matcher remembers a path's matches.
// What a caller can observe must not change: the right route and params for every address, and answers that are
// the caller's own to change.
const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "dj", path: "dj/:slug" },
      { id: "events", path: "events" },
    ],
  },
];

async function matchOf(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://booth.test${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return context.matches;
}

describe("React Router's matcher, as patched", () => {
  it("is patched in the installed package, in the build the server runs and in the one tests load", () => {
    const entry = createRequire(import.meta.url).resolve("react-router");
    const dist = path.resolve(path.dirname(entry), "..");
    for (const build of ["production", "development"]) {
      const matcher = readFileSync(path.join(dist, build, "lib/router/matcher.js"), "utf8");
      expect(matcher, `${build} matcher`).toContain("Booth (patches/react-router+8.4.0.patch");
    }
  });

  it("matches each address to its own route and params, however often and in whatever order", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 3; round++) {
      expect((await matchOf(handler, "/dj/ada-lux")).map((m) => [m.route.id, m.params.slug])).toEqual([
        ["root", "ada-lux"],
        ["dj", "ada-lux"],
      ]);
      expect((await matchOf(handler, "/dj/bo")).at(-1)?.params).toEqual({ slug: "bo" });
      expect((await matchOf(handler, "/")).map((m) => m.route.id)).toEqual(["root", "home"]);
      expect((await matchOf(handler, "/events")).map((m) => m.route.id)).toEqual(["root", "events"]);
    }
  });

  it("gives every caller its own matches: changing one answer changes no later one", async () => {
    const handler = createStaticHandler(routes);
    const first = await matchOf(handler, "/dj/ada-lux");
    (first[1].params as Record<string, string>).slug = "changed";
    first.pop();
    const second = await matchOf(handler, "/dj/ada-lux");
    expect(second).toHaveLength(2);
    expect(second[1].params).toEqual({ slug: "ada-lux" });
    // One params object per answer, shared by its matches, as React Router gives it.
    expect(second[0].params).toBe(second[1].params);
  });

  it("answers an address that matches nothing with a 404, also the second time", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 2; round++) {
      const context = await handler.query(new Request("http://booth.test/no/such/page"));
      expect(context instanceof Response ? context.status : context.statusCode).toBe(404);
    }
  });
});
