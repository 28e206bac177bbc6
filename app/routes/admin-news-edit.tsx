import { data } from "react-router";
import { SITE_TIME_ZONE } from "~/core/events/events";
import { toLocalDateTime } from "~/core/news/news";
import { NewsEditorForm } from "~/features/news/news-editor-form";
import { EditorFrame } from "~/ui/editor-frame";
import { submitNewsEditor } from "~server/adapters/news-editor-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { getNewsArticleById } from "~server/domain/news/get-news-article-by-id.server";
import { getNewsArticleTagKeys, listNewsCategoriesWithCounts } from "~server/domain/news/list-admin-news.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/admin-news-edit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  await assertAdmin(database.db, { id: userId });
  const article = UUID.test(params.articleId) ? await getNewsArticleById(database.db, params.articleId) : null;
  if (!article) throw data({ screen: "not-found" }, { status: 404 });
  const [categories, tags] = await Promise.all([
    listNewsCategoriesWithCounts(database.db),
    getNewsArticleTagKeys(database.db, article.id),
  ]);
  return {
    categories,
    timeZone: SITE_TIME_ZONE,
    article: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt ?? "",
      categoryId: article.categoryId ?? "",
      authorName: article.authorName ?? "",
      publishDate: toLocalDateTime(article.publishDate, SITE_TIME_ZONE),
      published: article.published,
      content: article.content ?? "",
      djSlugs: tags.djSlugs.join(", "),
      venueSlugs: tags.venueSlugs.join(", "),
      eventIds: tags.eventIds.join(", "),
      imageUrl: article.featuredImageUrl,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, userId, config } = signedInContext(context);
  if (!UUID.test(params.articleId)) throw data({ screen: "not-found" }, { status: 404 });
  return submitNewsEditor(request, database.db, uploadStorage(config.dataDir), { id: userId }, params.articleId);
}

export const meta: Route.MetaFunction = () => [
  { title: "Edit article · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame eyebrow="Admin · News" title="Edit article" backTo="/admin/news" backLabel="All articles">
      <NewsEditorForm
        initial={loaderData.article}
        categories={loaderData.categories}
        actionData={actionData}
        saveLabel="Save changes"
        timeZone={loaderData.timeZone}
      />
    </EditorFrame>
  );
}
