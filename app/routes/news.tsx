import { data } from "react-router";
import { NEWS_PAGE_SIZE, newsFeedPaths } from "~/core/news/news";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { NewsCard, type NewsCardData, NewsLead } from "~/features/news/news-cards";
import { NewsCategoryTabs, NewsEmpty, NewsMasthead, NewsPager, newsListHref } from "~/features/news/news-index-parts";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { listNewsCategories } from "~server/domain/news/list-news-categories.server";
import { listPublicNews, type PublicNewsCard } from "~server/domain/news/list-public-news.server";
import type { Route } from "./+types/news";

const toCard = (item: PublicNewsCard): NewsCardData => ({ ...item, publishDate: item.publishDate.toISOString() });

/**
 * /news (news flag off → 404): published articles newest first, the newest as the lead story, category
 * tabs (`?category=`) and paging (`?page=`) as plain links. Articles dated in the future are not listed until their
 * time (the publish timer empties the page cache then).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const params = new URL(request.url).searchParams;
  const category = params.get("category") || null;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const [categories, list] = await readPageData(context, () =>
    Promise.all([listNewsCategories(ctx.database.db), listPublicNews(ctx.database.db, { category, page })]),
  );
  const current = category ? categories.find((c) => c.slug === category) : null;
  if (category && !current) throw data({ screen: "not-found" }, { status: 404 });
  return {
    items: list.items.map(toCard),
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / NEWS_PAGE_SIZE)),
    categories,
    category: current ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category ?? null;
  const feeds = newsFeedPaths(category?.slug);
  return [
    ...buildPageMeta({
      title: category ? `${category.name} · News · Booth` : "News · Booth",
      description: "Scene reports, interviews, releases and gear from the world of DJs and club culture, on Booth.",
      path: newsListHref(category?.slug ?? null),
      origin: publicOrigin(matches),
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Booth News (RSS)", href: feeds.rss },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/feed+json",
      title: "Booth News (JSON Feed)",
      href: feeds.json,
    },
  ];
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, categories, category } = loaderData;
  const slug = category?.slug ?? null;
  const [lead, ...rest] = page === 1 ? items : [undefined, ...items];
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <NewsMasthead categoryName={category?.name ?? null} category={slug} />
      <NewsCategoryTabs categories={categories} current={slug} />
      {items.length === 0 ? (
        <NewsEmpty category={slug} />
      ) : (
        <>
          {lead ? <NewsLead item={lead} /> : null}
          <ul
            className="mt-8 grid gap-x-6 gap-y-6 sm:grid-cols-2 md:mt-10 md:gap-y-10 lg:grid-cols-3"
            data-testid="news-list"
          >
            {rest.map((item) =>
              item ? (
                <li key={item.slug}>
                  <NewsCard item={item} />
                </li>
              ) : null,
            )}
          </ul>
        </>
      )}
      <NewsPager category={slug} page={page} pages={pages} />
    </div>
  );
}
