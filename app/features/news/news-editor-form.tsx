import { Form, Link } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { NEWS_EXCERPT_MAX, NEWS_TITLE_MAX, newsArticleFormSchema } from "~/core/news/news";
import { AdminFormSection } from "~/ui/admin-form-section";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Checkbox, Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors, useServerErrorFocus } from "~/ui/use-form-errors";
import { RichTextField } from "./rich-text-field";

export interface NewsEditorValues {
  title: string;
  slug: string;
  excerpt: string;
  categoryId: string;
  authorName: string;
  publishDate: string;
  published: boolean;
  content: string;
  djSlugs: string;
  venueSlugs: string;
  eventIds: string;
  imageUrl: string | null;
}

/** The article editor's form (create and edit): everything on one page, sent as multipart for the featured image. */
export function NewsEditorForm({
  initial,
  categories,
  actionData,
  saveLabel,
  timeZone,
}: {
  initial: NewsEditorValues;
  categories: { id: string; name: string }[];
  actionData: FormResult | undefined;
  saveLabel: string;
  timeZone: string;
}) {
  const { errors, onSubmit } = useFormErrors(newsArticleFormSchema, actionData);
  const sent = actionData?.values;
  const v = (key: keyof NewsEditorValues) => (sent ? (sent[key] ?? "") : String(initial[key] ?? ""));
  const form = useServerErrorFocus(actionData);
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      <AdminFormSection title="The story">
        <Field
          label="Title"
          name="title"
          defaultValue={v("title")}
          error={errors.title}
          maxLength={NEWS_TITLE_MAX}
          required
        />
        <Field
          label="Slug"
          name="slug"
          defaultValue={v("slug")}
          error={errors.slug}
          hint="The article's address, /news/your-slug. Left empty, it is made from the title."
          maxLength={80}
        />
        <TextAreaField
          label="Excerpt"
          name="excerpt"
          defaultValue={v("excerpt")}
          error={errors.excerpt}
          maxLength={NEWS_EXCERPT_MAX}
          rows={2}
          hint="One or two sentences for the cards, search and link previews."
        />
        <RichTextField key={sent ? "sent" : "initial"} defaultValue={v("content")} error={errors.content} />
      </AdminFormSection>
      <AdminFormSection
        title="Publishing"
        hint={`Dates are in ${timeZone}. A future date schedules the article: it appears at that time.`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Publish date"
            name="publishDate"
            type="datetime-local"
            defaultValue={v("publishDate")}
            error={errors.publishDate}
            required
          />
          <SelectField
            label="Category"
            name="categoryId"
            defaultValue={v("categoryId")}
            error={errors.categoryId}
            options={[{ value: "", label: "No category" }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          />
        </div>
        <Field
          label="Author"
          name="authorName"
          defaultValue={v("authorName")}
          error={errors.authorName}
          maxLength={80}
        />
        <Checkbox
          name="published"
          label="Published"
          defaultChecked={sent ? sent.published === "on" : initial.published}
          hint="Unticked, the article is a draft that only administrators can preview."
        />
      </AdminFormSection>
      <AdminFormSection
        title="Featured image"
        hint="JPEG, PNG, WebP or AVIF, at least 200 × 200. Without one, generated artwork is used."
      >
        {initial.imageUrl ? (
          <div className="flex items-center gap-3">
            <img src={initial.imageUrl} alt="Current featured artwork" className="h-20 w-32 rounded-lg object-cover" />
            <Checkbox name="removeImage" label="Remove this image" />
          </div>
        ) : null}
        <Field label="Upload an image" name="featuredImage" type="file" accept="image/*" error={errors.featuredImage} />
      </AdminFormSection>
      <AdminFormSection
        title="Tags"
        hint="Mentioned DJs, venues and events are linked as cards under the article. Separate several with commas."
      >
        <Field
          label="DJ slugs"
          name="djSlugs"
          defaultValue={v("djSlugs")}
          error={errors.djSlugs}
          placeholder="e.g. nadia-voss"
        />
        <Field label="Venue slugs" name="venueSlugs" defaultValue={v("venueSlugs")} error={errors.venueSlugs} />
        <Field label="Event IDs" name="eventIds" defaultValue={v("eventIds")} error={errors.eventIds} />
      </AdminFormSection>
      <div className="sticky bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] z-10 flex gap-2 rounded-2xl border border-border bg-bg/95 p-2 backdrop-blur md:bottom-4 md:p-3">
        <SubmitButton busyLabel="Saving…" className="min-w-0 flex-1">
          {saveLabel}
        </SubmitButton>
        <Link
          to="/admin/news"
          className="grid h-12 place-items-center rounded-full px-5 text-sm text-muted hover:text-fg"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
