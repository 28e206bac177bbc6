import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import type { SearchAliasEntry } from "~/core/search/search-alias-list";
import { type AddedSearchAlias, SEARCH_ALIAS_MAX, searchAliasTarget } from "~/core/search/search-alias-rules";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { selectBase } from "~/ui/filter-select";

const inputClass =
  "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent-fg";

/** The add form: what people type, and the genre or city it means (pre-filled from a zero-result query). */
export function AddSearchAliasForm({
  prefill,
  targets,
}: {
  prefill: string;
  targets: { genres: string[]; cities: string[] };
}) {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const errors = fetcher.data?.errors ?? {};
  const notice = fetcher.state === "idle" ? fetcher.data?.notice : undefined;
  useEffect(() => {
    if (!notice || !form.current) return;
    // Added: the form starts afresh, without the zero-result query it was opened with.
    form.current.reset();
    const alias = form.current.elements.namedItem("alias");
    if (alias instanceof HTMLInputElement) alias.value = "";
  }, [notice]);
  return (
    <Card className="p-4 md:p-5">
      <h2 className="font-display text-lg font-semibold">Add an alias</h2>
      <p className="mt-1 text-sm text-muted">
        Search reads the alias as the genre or city it means, from the next search on. Accents and case do not matter.
      </p>
      <fetcher.Form ref={form} method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="add" />
        <div>
          <label htmlFor="alias" className="text-sm font-medium">
            What people type
          </label>
          <input
            id="alias"
            name="alias"
            defaultValue={prefill}
            required
            maxLength={SEARCH_ALIAS_MAX}
            autoComplete="off"
            aria-invalid={errors.alias ? true : undefined}
            aria-describedby={errors.alias ? "alias-error" : undefined}
            className={cn(inputClass, "mt-1")}
          />
          {errors.alias ? (
            <p id="alias-error" className="mt-1 text-xs text-[#fca5a5]">
              {errors.alias}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="target" className="text-sm font-medium">
            Means
          </label>
          <select
            id="target"
            name="target"
            required
            defaultValue=""
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? "target-error" : undefined}
            className={cn(selectBase, "mt-1 h-10 w-full")}
          >
            <option value="" disabled>
              Choose a genre or city
            </option>
            <optgroup label="Genres">
              {targets.genres.map((g) => (
                <option key={g} value={searchAliasTarget("genre", g)}>
                  {g}
                </option>
              ))}
            </optgroup>
            <optgroup label="Cities">
              {targets.cities.map((c) => (
                <option key={c} value={searchAliasTarget("city", c)}>
                  {c}
                </option>
              ))}
            </optgroup>
          </select>
          {errors.target ? (
            <p id="target-error" className="mt-1 text-xs text-[#fca5a5]">
              {errors.target}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="sm:mt-6" disabled={fetcher.state !== "idle"}>
          Add alias
        </Button>
      </fetcher.Form>
      <p role="status" className="mt-2 min-h-5 text-sm text-[#86efac]">
        {notice ?? ""}
      </p>
    </Card>
  );
}

function RemoveAliasButton({ alias }: { alias: AddedSearchAlias }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={alias.id} />
      <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
        Remove<span className="sr-only"> alias {alias.alias}</span>
      </Button>
      {fetcher.data?.formError ? <p className="text-xs text-[#fca5a5]">{fetcher.data.formError}</p> : null}
    </fetcher.Form>
  );
}

/** Aliases admins added (removable), newest reading first by alias A–Z. */
export function AddedSearchAliases({ aliases }: { aliases: AddedSearchAlias[] }) {
  return (
    <Card className="p-4 md:p-5">
      <h2 className="font-display text-lg font-semibold">Added by admins</h2>
      {aliases.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No aliases added yet. Zero-result queries on Analytics are a good start.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border" data-testid="added-aliases">
          {aliases.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{a.alias}</span>
                <span className="text-muted"> → </span>
                {a.canonical}
                <span className="ml-2 text-xs text-muted">{a.kind}</span>
              </span>
              <RemoveAliasButton alias={a} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The built-in list, read-only: part of the code, so an added alias may not read one of these differently. */
export function BuiltInSearchAliases({ entries }: { entries: readonly SearchAliasEntry[] }) {
  return (
    <Card className="p-4 md:p-5">
      <h2 className="font-display text-lg font-semibold">Built in</h2>
      <p className="mt-1 text-sm text-muted">Always on; added aliases cannot change what these mean.</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {entries.map((e) => (
          <div key={e.canonical} className="min-w-0">
            <dt className="font-medium">
              {e.canonical} <span className="text-xs font-normal text-muted">{e.kind}</span>
            </dt>
            <dd className="text-muted break-words">{e.aliases.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
