import { SITE_TIME_ZONE } from "~/core/events/events";
import { toLocalDateTime } from "~/core/news/news";
import { NewsEditorForm } from "~/features/news/news-editor-form";
import { EditorFrame } from "~/ui/editor-frame";
import { submitNewsEditor } from "~server/adapters/news-editor-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listNewsCategoriesWithCounts } from "~server/domain/news/list-admin-news.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/admin-news-create";

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = signedInContext(context);
  const categories = await listNewsCategoriesWithCounts(database.db);
  return { categories, now: toLocalDateTime(new Date(), SITE_TIME_ZONE), timeZone: SITE_TIME_ZONE };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId, config } = signedInContext(context);
  return submitNewsEditor(request, database.db, uploadStorage(config.dataDir), { id: userId });
}

export const meta: Route.MetaFunction = () => [
  { title: "Write article · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminNewsCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame eyebrow="Admin · News" title="Write article" backTo="/admin/news" backLabel="All articles">
      <NewsEditorForm
        initial={{
          title: "",
          slug: "",
          excerpt: "",
          categoryId: "",
          authorName: "",
          publishDate: loaderData.now,
          published: true,
          content: "",
          djSlugs: "",
          venueSlugs: "",
          eventIds: "",
          imageUrl: null,
        }}
        categories={loaderData.categories}
        actionData={actionData}
        saveLabel="Save article"
        timeZone={loaderData.timeZone}
      />
    </EditorFrame>
  );
}
