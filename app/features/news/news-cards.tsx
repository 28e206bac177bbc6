import { Link } from "react-router";
import { cn } from "~/ui/cn";
import { formatNewsDate, newsBackdrop, newsImage } from "./news-image";

/** A news card's data as the pages get it (dates as ISO strings, so server and browser render the same text). */
export interface NewsCardData {
  slug: string;
  title: string;
  excerpt: string | null;
  publishDate: string;
  imageUrl: string | null;
  authorName: string | null;
  category: { slug: string; name: string } | null;
}

/** The page's largest picture (the lead story, an article's header): loaded first, filling its frame. */
export function NewsBackdropImage({
  item,
  className,
}: {
  item: Pick<NewsCardData, "slug" | "imageUrl">;
  className?: string;
}) {
  return (
    <img
      src={newsBackdrop(item)}
      alt=""
      width={1280}
      height={720}
      fetchPriority="high"
      decoding="async"
      className={cn("absolute inset-0 size-full object-cover", className)}
    />
  );
}

function Byline({ item, className }: { item: NewsCardData; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-xs text-muted", className)}>
      <time dateTime={item.publishDate}>{formatNewsDate(item.publishDate)}</time>
      {item.authorName ? (
        <>
          <span aria-hidden>·</span>
          <span>{item.authorName}</span>
        </>
      ) : null}
    </p>
  );
}

function CategoryLabel({ item }: { item: NewsCardData }) {
  if (!item.category) return null;
  return <p className="text-[11px] font-bold tracking-[0.18em] text-accent-fg uppercase">{item.category.name}</p>;
}

/** The lead story of /news: the newest article across the full width, its picture carrying the page. */
export function NewsLead({ item }: { item: NewsCardData }) {
  return (
    <article className="group relative isolate overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
      <div className="relative aspect-[4/5] sm:aspect-[21/9]">
        <NewsBackdropImage item={item} className="transition-transform duration-700 group-hover:scale-[1.02]" />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg via-bg/60 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 flex max-w-3xl flex-col gap-3 p-5 md:p-10">
          <p className="flex items-center gap-2 text-[11px] font-bold tracking-[0.18em] uppercase">
            <span className="rounded-full bg-accent-gradient px-2.5 py-1 text-white">Latest</span>
            {item.category ? <span className="text-fg">{item.category.name}</span> : null}
          </p>
          <h2 className="font-display text-3xl leading-[1.05] font-extrabold tracking-tight text-balance md:text-5xl">
            <Link to={`/news/${item.slug}`} className="after:absolute after:inset-0 group-hover:underline">
              {item.title}
            </Link>
          </h2>
          {item.excerpt ? <p className="max-w-2xl text-base text-fg/85 md:text-lg">{item.excerpt}</p> : null}
          <Byline item={item} className="text-fg/75" />
        </div>
      </div>
    </article>
  );
}

/** One article in the /news grid and under "Read next". */
export function NewsCard({ item }: { item: NewsCardData }) {
  return (
    <article className="group relative flex h-full gap-3 sm:flex-col sm:gap-0">
      <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-lg bg-surface-2 sm:aspect-[16/10] sm:w-auto sm:rounded-[var(--radius-card)]">
        <img
          src={newsImage(item)}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:pt-4">
        <CategoryLabel item={item} />
        <h3 className="font-display text-base leading-snug font-bold text-balance sm:text-xl">
          <Link to={`/news/${item.slug}`} className="after:absolute after:inset-0 group-hover:text-accent-fg">
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? <p className="line-clamp-2 hidden text-sm text-muted sm:block">{item.excerpt}</p> : null}
        <Byline item={item} className="mt-auto" />
      </div>
    </article>
  );
}
