import { data, redirect } from "react-router";
import { SITE_TIME_ZONE } from "~/core/events/events";
import { type FormResult, fieldErrorsOf, nothingSaved } from "~/core/forms/form-result";
import { newsArticleFormSchema, parseLocalDateTime } from "~/core/news/news";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { removeImage, storeImage } from "~server/domain/images/store-image.server";
import { saveNewsArticle } from "~server/domain/news/save-news-article.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { appErrorStatus } from "./app-error-response.server";

const NEWS_IMAGE = {
  area: "news",
  noun: "image",
  maxBytes: 8 * 1024 * 1024,
  tooLarge: "That image is over 8 MB. Upload a smaller one.",
  field: "featuredImage",
} as const;

/**
 * The action of the article editor (create and edit): the shared schema, the publish date read in the site's time
 * zone, the featured image stored only once everything else is valid, then the domain write (which sanitises the
 * content and refuses a taken slug). A refusal answers the field errors with the typed values; nothing is stored,
 * and an image already stored for a refused write is removed again.
 */
export async function submitNewsEditor(
  request: Request,
  db: Db,
  storage: FileStorage,
  actor: { id: string },
  articleId?: string,
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const refused = (errors: Record<string, string>, status = 400, formError = nothingSaved()) => {
    const { content: _content, ...kept } = values;
    // The content goes back too, so the editor keeps what was written (it is the author's own text).
    return data<FormResult>({ errors, values: { ...kept, content: values.content ?? "" }, formError }, { status });
  };
  const parsed = newsArticleFormSchema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
  const publishDate = parseLocalDateTime(parsed.data.publishDate, SITE_TIME_ZONE);
  if (!publishDate) return refused({ publishDate: "Enter a date and time, e.g. 2026-12-01 18:00" });

  const file = form.get("featuredImage");
  let featuredImageUrl: string | undefined;
  if (values.removeImage === "on") featuredImageUrl = "";
  try {
    if (file instanceof File && file.size > 0)
      featuredImageUrl = await storeImage(storage, new Uint8Array(await file.arrayBuffer()), NEWS_IMAGE);
    try {
      const saved = await saveNewsArticle(db, actor, { ...parsed.data, publishDate, featuredImageUrl, id: articleId });
      return redirect(`/admin/news?saved=${encodeURIComponent(saved.slug)}`);
    } catch (error) {
      if (featuredImageUrl) await removeImage(storage, featuredImageUrl, "news");
      throw error;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.field) return refused({ [error.field]: error.message }, appErrorStatus(error));
    return refused({}, appErrorStatus(error), error.message);
  }
}
