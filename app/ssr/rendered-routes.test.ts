import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { withRenderedRoutesOnly } from "./rendered-routes.server";

type Manifest = EntryContext["manifest"];

const route = (id: string, path: string | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  path,
  parentId: id === "root" ? undefined : "root",
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  ...extra,
});

const manifest = {
  entry: { module: "/assets/entry.js", imports: [] },
  url: "/assets/manifest.js",
  version: "1",
  routes: {
    root: route("root", ""),
    "routes/home": route("routes/home", undefined, { index: true }),
    "routes/djs": route("routes/djs", "dj"),
    "routes/dj": route("routes/dj", "dj/:slug"),
    "routes/events": route("routes/events", "events"),
    "routes/admin": route("routes/admin", "admin/dashboard"),
  },
} as unknown as Manifest;

function contextAt(pathname: string, matched: string[], match: (location: unknown) => unknown): EntryContext {
  return {
    manifest,
    staticHandlerContext: {
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches: matched.map((id) => ({ route: { id } })),
      _match: match,
    },
  } as unknown as EntryContext;
}

describe("the routes a render keeps", () => {
  it("are the matched routes and those of each parent path, as lazy discovery sends them, and nothing else", () => {
    const context = withRenderedRoutesOnly(contextAt("/dj/ada-lux", ["root", "routes/dj"], () => null));
    // `/` matches the index route, `/dj` the DJ list: the browser gets both to find its way back without a request.
    expect(Object.keys(context.manifest.routes).sort()).toEqual(["root", "routes/dj", "routes/djs", "routes/home"]);
    expect(context.manifest.entry).toBe(manifest.entry);
    expect(context.manifest.routes["routes/dj"]).toBe(manifest.routes["routes/dj"]);
  });

  it("are made once per shape of address and kept", () => {
    const first = withRenderedRoutesOnly(contextAt("/dj/ada-lux", ["root", "routes/dj"], () => null));
    const second = withRenderedRoutesOnly(contextAt("/dj/bo", ["root", "routes/dj"], () => null));
    expect(second.manifest).toBe(first.manifest);
    const home = withRenderedRoutesOnly(contextAt("/", ["root", "routes/home"], () => null));
    expect(Object.keys(home.manifest.routes).sort()).toEqual(["root", "routes/home"]);
  });
});
