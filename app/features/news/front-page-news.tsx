import { ArrowRight, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { dayMonthYear } from "~/core/text/english-format";
import { Prerendered } from "~/ui/prerendered";
import { SectionTitle } from "~/ui/section-title";
import { newsImage } from "./news-image";

export interface FrontPageNewsCard {
  slug: string;
  title: string;
  excerpt: string | null;
  /** ISO date; formatted in UTC so server and client render the same text. */
  publishDate: string;
  imageUrl: string | null;
}

/**
 * The latest news on the home page. Items link to /news/{slug} only when the news page itself is on. The server
 * writes it from cached markup (app/ui/prerendered.tsx).
 */
export function FrontPageNews({ items, linked }: { items: FrontPageNewsCard[]; linked: boolean }) {
  if (items.length === 0) return null;
  return (
    <Prerendered
      as="section"
      aria-labelledby="news-heading"
      className="py-10"
      render={FrontPageNewsContent}
      props={{ items, linked }}
    />
  );
}

function FrontPageNewsContent({ items, linked }: { items: FrontPageNewsCard[]; linked: boolean }) {
  return (
    <>
      <div className="mb-5 flex items-end justify-between gap-4">
        <SectionTitle id="news-heading" icon={Newspaper}>
          Latest news
        </SectionTitle>
        {linked ? (
          <Link
            to="/news"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-fg hover:underline"
          >
            All news <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} linked={linked} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NewsCard({ item, linked }: { item: FrontPageNewsCard; linked: boolean }) {
  const body = (
    <>
      <div className="aspect-[16/9] overflow-hidden rounded-t-[var(--radius-card)] bg-surface-2">
        <img
          src={newsImage(item)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-col gap-2 p-4">
        <time dateTime={item.publishDate} className="text-xs font-semibold uppercase tracking-wider text-muted">
          {dayMonthYear(new Date(item.publishDate))}
        </time>
        <h3 className="font-display text-lg font-bold leading-snug group-hover:text-accent-fg">{item.title}</h3>
        {item.excerpt ? <p className="line-clamp-2 text-sm text-muted">{item.excerpt}</p> : null}
      </div>
    </>
  );
  const frame = "group block h-full overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface";
  return linked ? (
    <Link to={`/news/${item.slug}`} className={frame}>
      {body}
    </Link>
  ) : (
    <article className={frame}>{body}</article>
  );
}
