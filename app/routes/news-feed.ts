import { buildNewsFeed } from "~server/adapters/news-feed.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/news-feed";

const TYPES = { rss: "application/rss+xml; charset=utf-8", json: "application/feed+json; charset=utf-8" } as const;

/**
 * /news/rss.xml and /news/feed.json (`?category=` for one category), behind the news flag like the pages. A short
 * max-age, so a scheduled article reaches feed readers soon after its time.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".json") ? "json" : "rss";
  const ctx = routeContext(context);
  const body = await buildNewsFeed(ctx.database.db, ctx.config.publicUrl, url.searchParams.get("category"), format);
  if (body === null)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: { "Content-Type": TYPES[format], "Cache-Control": "public, max-age=60" } });
}
