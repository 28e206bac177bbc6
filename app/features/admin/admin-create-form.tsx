import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { z } from "zod";
import type { FormResult } from "~/core/forms/form-result";
import { AdminFormSection } from "~/ui/admin-form-section";
import { EditorFrame } from "~/ui/editor-frame";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors, useServerErrorFocus } from "~/ui/use-form-errors";

/**
 * The form of /admin/venues/create and /admin/productions/create: checked in the browser with the action's own
 * schema, the server's refusal (an unknown owner email…) next to its field, and a sticky save bar.
 */
export function AdminCreateForm({
  schema,
  actionData,
  saveLabel,
  cancelTo,
  children,
}: {
  schema: z.ZodType;
  actionData: FormResult | undefined;
  saveLabel: string;
  cancelTo: string;
  children: (errors: Record<string, string>, values: Record<string, string>) => ReactNode;
}) {
  const { errors, onSubmit } = useFormErrors(schema, actionData);
  const values = actionData?.values ?? {};
  // A refusal from the server (an owner email without an account sits at the bottom, under the save bar).
  const form = useServerErrorFocus(actionData);
  return (
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      {children(errors, values)}
      <div className="sticky bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] z-10 flex gap-2 rounded-2xl border border-border bg-bg/95 p-2 backdrop-blur md:bottom-4 md:p-3">
        <SubmitButton busyLabel="Creating…" className="min-w-0 flex-1">
          {saveLabel}
        </SubmitButton>
        <Link to={cancelTo} className="grid h-12 place-items-center rounded-full px-5 text-sm text-muted hover:text-fg">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/**
 * A whole admin create page (/admin/venues/create, /admin/productions/create): the editor frame with its way back to
 * the list, the form, the fields of the thing itself (`children`) and the first owner's email, which both ask for.
 */
export function AdminCreatePage({
  eyebrow,
  title,
  listPath,
  listLabel,
  schema,
  actionData,
  ownerHint,
  children,
}: {
  eyebrow: string;
  title: string;
  listPath: string;
  listLabel: string;
  schema: z.ZodType;
  actionData: FormResult | undefined;
  /** What the first owner may do, under "First owner". */
  ownerHint: string;
  children: (errors: Record<string, string>, values: Record<string, string>) => ReactNode;
}) {
  return (
    <EditorFrame eyebrow={eyebrow} title={title} backTo={listPath} backLabel={listLabel}>
      <AdminCreateForm schema={schema} actionData={actionData} saveLabel={title} cancelTo={listPath}>
        {(errors, values) => (
          <>
            {children(errors, values)}
            <AdminFormSection title="First owner" hint={ownerHint}>
              <Field
                label="Owner's email"
                name="ownerEmail"
                type="email"
                autoComplete="off"
                defaultValue={values.ownerEmail}
                error={errors.ownerEmail}
                placeholder="owner@example.com"
                required
              />
            </AdminFormSection>
          </>
        )}
      </AdminCreateForm>
    </EditorFrame>
  );
}
