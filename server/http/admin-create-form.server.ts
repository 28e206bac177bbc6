import { data, redirect } from "react-router";
import type { z } from "zod";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/form-result";
import { AppError } from "~server/domain/app-error.server";
import { appErrorStatus } from "./app-error-response.server";

/**
 * The action of the admin create forms (/admin/venues/create, /admin/productions/create): one schema check, the
 * domain call, then back to the list with `?created=<slug>` for the toast. A refusal answers the field errors with
 * the typed values (a domain refusal with a field, such as an unknown owner email, lands next to that field), and
 * nothing is stored.
 */
export async function submitAdminCreateForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  create: (input: z.output<S>) => Promise<{ slug: string }>,
  donePath: string,
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const values = formValues(await request.formData());
  const refused = (
    errors: Record<string, string>,
    status = 400,
    formError = "Nothing was saved. Check the highlighted fields.",
  ) => data<FormResult>({ errors, values, formError }, { status });
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
  try {
    const created = await create(parsed.data);
    return redirect(`${donePath}?created=${encodeURIComponent(created.slug)}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.field) return refused({ [error.field]: error.message }, appErrorStatus(error));
    return refused({}, appErrorStatus(error), error.message);
  }
}
