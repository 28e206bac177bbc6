import { ImageUp } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { productionFormSchema } from "~/core/productions/production-form";
import { PRODUCTION_DESCRIPTION_MAX, PRODUCTION_NAME_MAX } from "~/core/productions/productions";
import { TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { ProductionArtwork } from "~/ui/production-artwork";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";

/** The dashboard's "Edit details": logo (with a preview before saving), name and description. */
export function ProductionEditForm({
  line,
  values,
  actionData,
  saved,
}: {
  line: { slug: string; name: string; logoUrl: string | null };
  values: Record<string, string>;
  actionData: FormResult | undefined;
  saved: boolean;
}) {
  const { errors, onSubmit } = useFormErrors(productionFormSchema, actionData);
  const shown = actionData?.values ?? values;
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
    >
      {saved && !actionData ? (
        <Notice tone="success" title="Saved">
          Your public page shows the changes now.
        </Notice>
      ) : null}
      {actionData?.formError ? (
        <Notice tone="error" title="Not saved">
          {actionData.formError}
        </Notice>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {preview ? (
          <img src={preview} alt="" className="aspect-square w-28 rounded-xl border border-border object-cover" />
        ) : (
          <ProductionArtwork production={line} className="w-28 rounded-xl border border-border" />
        )}
        <div className="flex flex-col gap-2">
          <label className="inline-flex h-11 w-max cursor-pointer items-center gap-2 rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold hover:border-accent-fg/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-fg">
            <ImageUp aria-hidden className="size-4" /> Upload a logo
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
          </label>
          <p className="text-sm text-muted">A square JPEG, PNG, WebP or AVIF, at least 400 px, under 8 MB.</p>
          {errors.image ? (
            <p role="alert" className="text-sm text-danger">
              {errors.image}
            </p>
          ) : null}
        </div>
      </div>
      <Field
        label="Name"
        name="name"
        defaultValue={shown.name}
        error={errors.name}
        maxLength={PRODUCTION_NAME_MAX}
        required
      />
      <TextAreaField
        label="Description"
        name="description"
        defaultValue={shown.description}
        error={errors.description}
        maxLength={PRODUCTION_DESCRIPTION_MAX}
        rows={6}
        hint="What the nights are about: the sound, the rooms, the people. Links and simple formatting are kept."
      />
      <div className="flex justify-end">
        <SubmitButton busyLabel="Saving…">Save details</SubmitButton>
      </div>
    </Form>
  );
}
