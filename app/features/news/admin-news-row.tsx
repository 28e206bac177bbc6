import { ExternalLink, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { NEWS_STATE_LABELS, type NewsState } from "~/core/news/news";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { formatNewsDate, newsImage } from "./news-image";

export interface AdminNewsRowData {
  id: string;
  slug: string;
  title: string;
  publishDate: string;
  state: NewsState;
  authorName: string | null;
  category: string | null;
  featuredImageUrl: string | null;
}

const TONES: Record<NewsState, BadgeTone> = {
  published: "success",
  scheduled: "info",
  draft: "neutral",
  deleted: "danger",
};

/** One article on /admin/news: state, date, category; edit, view (or preview), delete with the confirm dialog, restore. */
export function AdminNewsRow({ article, action }: { article: AdminNewsRowData; action: ConfirmedFetcher }) {
  const deleted = article.state === "deleted";
  return (
    <Card
      data-testid={`admin-news-${article.slug}`}
      className={cn(
        "flex flex-col gap-3 p-3 sm:flex-row sm:items-center md:p-4",
        deleted && "border-[#7f1d1d]/70 bg-[#160c10]",
      )}
    >
      <img
        src={newsImage({
          slug: article.slug,
          publishDate: article.publishDate,
          imageUrl: article.featuredImageUrl,
          category: article.category ? { name: article.category } : null,
        })}
        alt=""
        width={160}
        height={100}
        loading="lazy"
        className="hidden h-16 w-24 shrink-0 rounded-lg object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={TONES[article.state]}>{NEWS_STATE_LABELS[article.state]}</Badge>
          <span className="min-w-0 font-display text-base font-semibold [overflow-wrap:anywhere] md:text-lg">
            {article.title}
          </span>
        </p>
        <p className="mt-1 text-xs text-[#a0a0b2] tabular-nums [overflow-wrap:anywhere]">
          {formatNewsDate(article.publishDate)}
          {article.category ? ` · ${article.category}` : ""}
          {article.authorName ? ` · ${article.authorName}` : ""} · /news/{article.slug}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/admin/news/${article.id}/edit`} className={buttonClasses("secondary", "sm")}>
          <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {article.title}</span>
        </Link>
        <Link to={`/news/${article.slug}`} className={buttonClasses("ghost", "sm")}>
          <ExternalLink aria-hidden className="size-4" /> {article.state === "published" ? "View" : "Preview"}
          <span className="sr-only"> {article.title}</span>
        </Link>
        <action.fetcher.Form
          method="post"
          onSubmit={action.submit(
            deleted
              ? undefined
              : {
                  title: "Delete article",
                  message: `Delete “${article.title}”? It leaves /news, search, the feeds and the home page at once. You can restore it from this list.`,
                  type: "danger",
                  confirmLabel: "Delete",
                },
          )}
        >
          <input type="hidden" name="intent" value={deleted ? "restore" : "delete"} />
          <input type="hidden" name="id" value={article.id} />
          <Button
            type="submit"
            size="sm"
            variant={deleted ? "primary" : "danger"}
            disabled={action.fetcher.state !== "idle"}
            icon={deleted ? <RotateCcw aria-hidden className="size-4" /> : <Trash2 aria-hidden className="size-4" />}
          >
            {deleted ? "Restore" : "Delete"}
            <span className="sr-only"> {article.title}</span>
          </Button>
        </action.fetcher.Form>
      </div>
    </Card>
  );
}
