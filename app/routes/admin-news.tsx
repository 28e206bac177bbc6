import { Newspaper, Plus } from "lucide-react";
import { data } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { fieldErrorsOf } from "~/core/forms/form-result";
import { newsCategoryFormSchema, newsListIntentSchema, newsState } from "~/core/news/news";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AdminListEmpty } from "~/features/admin/admin-list-toolbar";
import { AdminNewsCategories } from "~/features/news/admin-news-categories";
import { AdminNewsRow } from "~/features/news/admin-news-row";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { runAdminListAction } from "~server/adapters/admin-list-action.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { listAdminNews, listNewsCategoriesWithCounts } from "~server/domain/news/list-admin-news.server";
import { saveNewsCategory } from "~server/domain/news/save-news-category.server";
import { setNewsDeleted } from "~server/domain/news/set-news-deleted.server";
import type { Route } from "./+types/admin-news";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const [rows, categories] = await Promise.all([
    listAdminNews(database.db, { id: userId }),
    listNewsCategoriesWithCounts(database.db),
  ]);
  const now = new Date();
  return {
    articles: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      publishDate: row.publishDate.toISOString(),
      state: newsState(row, now),
      authorName: row.authorName,
      category: row.category,
      featuredImageUrl: row.featuredImageUrl,
    })),
    categories,
  };
}

/** Delete / restore an article (row buttons), or create / rename a category (the category card). */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const actor = { id: userId };
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "create-category" || intent === "rename-category") {
    const parsed = newsCategoryFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data<FormResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    try {
      const { id, ...rest } = { id: parsed.data.categoryId || undefined, name: parsed.data.name };
      const saved = await saveNewsCategory(database.db, actor, { id, ...rest });
      await auditAdminAction(database.db, userId, {
        action: "news.category",
        targetType: "news_category",
        targetId: id ?? null,
        targetLabel: saved.name,
        after: { name: saved.name },
      });
      return data<FormResult>({ notice: `Category “${saved.name}” saved` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return data<FormResult>({ errors: { name: error.message } }, { status: appErrorStatus(error) });
    }
  }
  return runAdminListAction(request, newsListIntentSchema, async (input) => {
    const deleted = input.intent === "delete";
    const article = await setNewsDeleted(database.db, actor, { id: input.id, deleted });
    await auditAdminAction(database.db, userId, {
      action: deleted ? "news.delete" : "news.restore",
      targetType: "news_article",
      targetId: input.id,
      targetLabel: article.title,
      before: { deleted: !deleted },
      after: { deleted },
    });
    return deleted ? `“${article.title}” deleted` : `“${article.title}” restored`;
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "News · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { articles, categories } = loaderData;
  const action = useConfirmedFetcher();
  return (
    <AdminFrame
      title="News"
      description="Every article: drafts, scheduled, published and deleted. Write, schedule, delete and restore."
      actions={
        <ButtonLink to="/admin/news/create" size="sm">
          <Plus aria-hidden className="size-4" /> Write article
        </ButtonLink>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div>
          <p className="text-sm text-muted tabular-nums" data-testid="admin-news-count">
            {articles.length} {articles.length === 1 ? "article" : "articles"} ·{" "}
            {articles.filter((a) => a.state === "scheduled").length} scheduled ·{" "}
            {articles.filter((a) => a.state === "draft").length} drafts
          </p>
          {articles.length === 0 ? (
            <AdminListEmpty
              title="No articles yet"
              text="Write the first one."
              icon={<Newspaper className="size-8" />}
            />
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {articles.map((article) => (
                <li key={article.id}>
                  <AdminNewsRow article={article} action={action} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside>
          <AdminNewsCategories categories={categories} />
        </aside>
      </div>
    </AdminFrame>
  );
}
