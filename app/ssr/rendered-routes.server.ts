import { type EntryContext, matchRoutes, type RouteObject } from "react-router";

type Manifest = EntryContext["manifest"];
type ManifestRoute = Manifest["routes"][string];

/**
 * The router context a page renders with, holding only the routes that page's render reads.
 *
 * `<ServerRouter>` turns every route of the manifest into a route object, a data route and a component wrapper on
 * every render (≈ 100 routes here: about 3 % of an uncached page's CPU), although a render only ever reads the routes
 * it matched and those `<Scripts>` lists for the browser. Lazy route discovery (React Router's default, and ours)
 * sends the browser the matched routes plus those matching each parent path of the address (`/dj` for `/dj/{slug}`,
 * and `/`): `getPartialManifest` in React Router 8.4. The same set is what is kept here, so the HTML is byte for byte
 * what the whole manifest gives (`bench/same-html.mjs` and the e2e suite check that; the version is pinned).
 *
 * The pruned manifests are made once per set of matched routes and parent paths and kept, bounded: a page's
 * render allocates nothing here after the first.
 */
export function withRenderedRoutesOnly(context: EntryContext): EntryContext {
  const { manifest } = context;
  const matched = context.staticHandlerContext.matches.map((m) => m.route.id);
  const parents = parentPaths(context.staticHandlerContext.location.pathname);
  const key = `${matched.join(",")}|${parents.join(",")}`;
  let kept = prunedManifests.get(manifest);
  if (!kept) {
    kept = new Map();
    prunedManifests.set(manifest, kept);
  }
  let pruned = kept.get(key);
  if (pruned) {
    // Least recently used last out: a hit moves to the end.
    kept.delete(key);
  } else {
    pruned = prune(manifest, matched, parents);
  }
  kept.set(key, pruned);
  if (kept.size > MAX_PRUNED) kept.delete(kept.keys().next().value as string);
  return { ...context, manifest: pruned };
}

/** Distinct (matched routes, parent paths) pairs kept per build: every route shape, and room for odd addresses. */
const MAX_PRUNED = 500;

const prunedManifests = new WeakMap<Manifest, Map<string, Manifest>>();
const routeTrees = new WeakMap<Manifest, RouteObject[]>();

/** `/` and every parent of the path, as React Router's lazy discovery lists them (not the path itself). */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

function prune(manifest: Manifest, matched: string[], parents: string[]): Manifest {
  const ids = new Set(matched);
  const tree = routeTree(manifest);
  for (const path of parents) for (const match of matchRoutes(tree, path) ?? []) ids.add(match.route.id as string);
  // Every kept route's parents too, so the tree the render builds from the manifest reaches it from the root.
  for (const id of [...ids]) {
    for (let parent = manifest.routes[id]?.parentId; parent; parent = manifest.routes[parent]?.parentId)
      ids.add(parent);
  }
  const routes: Record<string, ManifestRoute> = {};
  for (const id of ids) {
    const route = manifest.routes[id];
    if (route) routes[id] = route;
  }
  return { ...manifest, routes };
}

/** The manifest's routes as a tree for matchRoutes (paths only), made once per build. */
function routeTree(manifest: Manifest): RouteObject[] {
  let tree = routeTrees.get(manifest);
  if (tree) return tree;
  const children = new Map<string, RouteObject[]>();
  for (const route of Object.values(manifest.routes)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    const list = children.get(parent) ?? [];
    const { id, path, caseSensitive } = route;
    list.push(route.index ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive });
    children.set(parent, list);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const kids = children.get(route.id as string);
      return kids && !route.index ? { ...route, children: attach(kids) } : route;
    });
  tree = attach(children.get("") ?? []);
  routeTrees.set(manifest, tree);
  return tree;
}
