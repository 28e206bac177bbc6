import { data, redirect } from "react-router";
import type { z } from "zod";
import { type FormResult, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import type { AdminActionRecord } from "~server/domain/audit/record-admin-action.server";
import { auditAdminAction } from "./admin-audit.server";
import { appErrorStatus } from "./app-error-response.server";

/**
 * The action of the admin create forms (/admin/venues/create, /admin/productions/create): one schema check, the
 * domain call, the audit log row (who created what), then back to the list with `?created=<slug>` for the
 * toast. A refusal answers the field errors with the typed values (a domain refusal with a field, such as an unknown
 * owner email, lands next to that field), and nothing is stored or logged.
 */
export async function submitAdminCreateForm<S extends z.ZodType<{ name: string }>>(
  request: Request,
  options: {
    db: Db;
    actorId: string;
    schema: S;
    create: (input: z.output<S>) => Promise<{ id: string; slug: string }>;
    audit: { action: AdminActionRecord["action"]; targetType: AdminActionRecord["targetType"] };
    /** The list the form returns to. */
    donePath: string;
  },
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const { db, actorId, schema, create, audit, donePath } = options;
  const values = formValues(await request.formData());
  const refused = (errors: Record<string, string>, status = 400, formError = nothingSaved()) =>
    data<FormResult>({ errors, values, formError }, { status });
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
  try {
    const created = await create(parsed.data);
    await auditAdminAction(db, actorId, {
      ...audit,
      targetId: created.id,
      targetLabel: parsed.data.name,
      after: { slug: created.slug },
    });
    return redirect(`${donePath}?created=${encodeURIComponent(created.slug)}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.field) return refused({ [error.field]: error.message }, appErrorStatus(error));
    return refused({}, appErrorStatus(error), error.message);
  }
}
