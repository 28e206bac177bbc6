import { data, redirect } from "react-router";
import { radiusClauseFormSchema, radiusClauseValues } from "~/core/clashes/clash-forms";
import { type FormResult, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import { getRadiusClause } from "~server/domain/clashes/get-radius-clause.server";
import { saveRadiusClause } from "~server/domain/clashes/save-radius-clause.server";
import type { SignedInContext } from "./access.server";

type ClauseOwner = { venueId: string } | { productionLineId: string };

/** The radius clause screen's values (a venue's or a production line's, as the guard found it). */
export async function loadRadiusClause(ctx: SignedInContext, of: ClauseOwner, request: Request) {
  const clause = await getRadiusClause(ctx.database.db, of);
  return { values: radiusClauseValues(clause), saved: new URL(request.url).searchParams.has("saved") };
}

/**
 * The action both clause screens share: radiusClauseFormSchema is the one check (a radius of 0 or over 20,000 km,
 * more than 365 days: refused by field, nothing stored); then the clause is saved and the screen reloads.
 */
export async function submitRadiusClause(
  request: Request,
  ctx: SignedInContext,
  of: ClauseOwner,
  donePath: string,
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const values = formValues(await request.formData());
  const parsed = radiusClauseFormSchema.safeParse(values);
  if (!parsed.success)
    return data<FormResult>(
      { errors: fieldErrorsOf(parsed.error), values, formError: nothingSaved() },
      { status: 400 },
    );
  await saveRadiusClause(ctx.database.db, of, parsed.data);
  return redirect(`${donePath}?saved=1`);
}
