import { data } from "react-router";
import { type FormResult, fieldErrorsOf, REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { SEARCH_ALIAS_LIST } from "~/core/search/search-alias-list";
import {
  knownAliasTargets,
  SEARCH_ALIAS_MAX,
  searchAliasFormSchema,
  searchAliasRemoveSchema,
} from "~/core/search/search-alias-rules";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AddedSearchAliases, AddSearchAliasForm, BuiltInSearchAliases } from "~/features/admin/admin-search-aliases";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { getDjFilterOptions } from "~server/domain/djs/get-dj-filter-options.server";
import { addSearchAlias } from "~server/domain/search/add-search-alias.server";
import { listSearchAliases } from "~server/domain/search/list-search-aliases.server";
import { removeSearchAlias } from "~server/domain/search/remove-search-alias.server";
import type { Route } from "./+types/admin-search-aliases";

/**
 * /admin/search-aliases: the aliases search reads as genres and cities (decision 014, update) — the built-in list,
 * read-only, and those admins added, with an add form that a zero-result query on /admin/analytics pre-fills.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  await assertAdmin(database.db, { id: userId });
  const [added, directory] = await Promise.all([listSearchAliases(database.db), getDjFilterOptions(database.db)]);
  const prefill = (new URL(request.url).searchParams.get("alias") ?? "").trim().slice(0, SEARCH_ALIAS_MAX);
  return { added, builtIn: SEARCH_ALIAS_LIST, targets: knownAliasTargets(directory, SEARCH_ALIAS_LIST), prefill };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const actor = { id: userId };
  const form = Object.fromEntries(await request.formData());
  try {
    if (form.intent === "remove") {
      const parsed = searchAliasRemoveSchema.safeParse(form);
      if (!parsed.success) return data<FormResult>({ formError: REQUEST_NOT_UNDERSTOOD }, { status: 400 });
      const removed = await removeSearchAlias(database.db, actor, parsed.data.id);
      return data<FormResult>({ notice: `Removed “${removed.alias}”` });
    }
    const parsed = searchAliasFormSchema.safeParse(form);
    if (!parsed.success) return data<FormResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const added = await addSearchAlias(database.db, actor, parsed.data);
    return data<FormResult>({ notice: `Search now reads “${added.alias}” as ${added.canonical}.` });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.field === "alias" || error.field === "target" ? error.field : null;
    return data<FormResult>(field ? { errors: { [field]: error.message } } : { formError: error.message }, {
      status: appErrorStatus(error),
    });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Search aliases · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminSearchAliases({ loaderData }: Route.ComponentProps) {
  const { added, builtIn, targets, prefill } = loaderData;
  return (
    <AdminFrame
      title="Search aliases"
      description="What people type for a genre or a city, and the name search reads it as."
    >
      <div className="flex flex-col gap-4">
        <AddSearchAliasForm prefill={prefill} targets={targets} />
        <AddedSearchAliases aliases={added} />
        <BuiltInSearchAliases entries={builtIn} />
      </div>
    </AdminFrame>
  );
}
