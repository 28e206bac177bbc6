import { data } from "react-router";
import type { z } from "zod";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { AppError } from "~server/domain/app-error.server";
import { appErrorStatus } from "./app-error-response.server";

/**
 * The row actions of the admin venue and production lists: the form is read with the list's intent schema (a bad
 * owner address is named, anything else is 'not understood', both 400 and nothing changed), `run` does the change and
 * says what happened, and a domain refusal becomes its message with its status.
 */
export async function runAdminListAction<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.output<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((i) => i.path[0] === "ownerEmail");
    const error = emailIssue?.message ?? REQUEST_NOT_UNDERSTOOD;
    return data<AdminActionResult>({ ok: false, error }, { status: 400 });
  }
  try {
    return data<AdminActionResult>({ ok: true, message: await run(parsed.data) });
  } catch (error) {
    if (error instanceof AppError)
      return data<AdminActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}
