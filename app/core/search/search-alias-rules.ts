import { z } from "zod";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import type { SearchAliasEntry } from "./search-alias-list";
import { foldSearchText } from "./search-fold";

/**
 * The aliases admins add to search (decision 014, update) and the rules an added one keeps. The built-in list
 * (search-alias-list.ts) stays as it is; an added alias extends it and never reads a built-in alias, or a genre's
 * or city's own name, differently, so what search already understands cannot change under anyone.
 */

/** One alias an admin added, as stored (alias folded). */
export interface AddedSearchAlias {
  id: string;
  alias: string;
  canonical: string;
  kind: "genre" | "city";
  createdAt: string;
}

export const SEARCH_ALIAS_MIN = 2;
export const SEARCH_ALIAS_MAX = 40;
const ALIAS_TOO_LONG = "Keep the alias under 40 characters.";

/** The add form, shape only; what the alias may be is `checkNewSearchAlias`, which needs the lists. */
export const searchAliasFormSchema = z.object({
  intent: z.literal("add"),
  alias: z.string().max(200, ALIAS_TOO_LONG),
  target: z.string().max(200, REQUEST_NOT_UNDERSTOOD),
});

export const searchAliasRemoveSchema = z.object({
  intent: z.literal("remove"),
  id: z.string().uuid(REQUEST_NOT_UNDERSTOOD),
});

/** The form's target choice: "genre:Drum & Bass" or "city:Berlin". */
export function searchAliasTarget(kind: "genre" | "city", canonical: string): string {
  return `${kind}:${canonical}`;
}

/** An alias as search compares it: folded (accents and case), whitespace runs as one space. */
export function foldAlias(text: string): string {
  return foldSearchText(text).replace(/\s+/g, " ").trim();
}

export interface AliasContext {
  builtIn: readonly SearchAliasEntry[];
  added: readonly Pick<AddedSearchAlias, "alias" | "canonical">[];
  /** The genres and cities search knows: the directory's, and the built-in list's names. */
  genres: readonly string[];
  cities: readonly string[];
}

export type AliasCheck =
  | { ok: true; alias: string; canonical: string; kind: "genre" | "city" }
  | { ok: false; field: "alias" | "target"; message: string };

/** Whether an admin may add this alias for this target, and the stored form if so. */
export function checkNewSearchAlias(input: { alias: string; target: string }, context: AliasContext): AliasCheck {
  const alias = foldAlias(input.alias);
  const refuse = (field: "alias" | "target", message: string): AliasCheck => ({ ok: false, field, message });
  if (!alias) return refuse("alias", "Enter what people type.");
  if (alias.length < SEARCH_ALIAS_MIN) return refuse("alias", "An alias needs at least 2 characters.");
  if (alias.length > SEARCH_ALIAS_MAX) return refuse("alias", ALIAS_TOO_LONG);

  const [kind, ...rest] = input.target.split(":");
  const wanted = foldAlias(rest.join(":"));
  if ((kind !== "genre" && kind !== "city") || !wanted) return refuse("target", "Choose the genre or city it means.");
  const known = kind === "genre" ? context.genres : context.cities;
  const canonical = known.find((name) => foldAlias(name) === wanted);
  if (!canonical) return refuse("target", `Search knows no ${kind} called “${rest.join(":").trim()}”.`);
  if (alias === foldAlias(canonical)) return refuse("alias", `“${canonical}” is already found by its own name.`);

  for (const entry of context.builtIn) {
    if (entry.aliases.some((a) => foldAlias(a) === alias)) {
      return foldAlias(entry.canonical) === foldAlias(canonical)
        ? refuse("alias", `“${alias}” is already a built-in alias of ${entry.canonical}.`)
        : refuse("alias", `“${alias}” is a built-in alias of ${entry.canonical}; it cannot mean ${canonical} too.`);
    }
  }
  const ownName = [...context.genres, ...context.cities, ...context.builtIn.map((e) => e.canonical)].find(
    (name) => foldAlias(name) === alias,
  );
  if (ownName) return refuse("alias", `“${ownName}” is a genre or city of its own; it cannot mean ${canonical}.`);
  const taken = context.added.find((a) => a.alias === alias);
  if (taken) return refuse("alias", `“${alias}” is already an alias of ${taken.canonical}.`);
  return { ok: true, alias, canonical, kind };
}

/** What an alias may mean: the directory's genres and cities (a location's first part) with the built-in list's names, once each, A–Z. */
export function knownAliasTargets(
  directory: { genres: readonly string[]; cities: readonly string[] },
  builtIn: readonly SearchAliasEntry[],
): { genres: string[]; cities: string[] } {
  const names = (own: readonly string[], kind: "genre" | "city") => {
    const byFolded = new Map<string, string>();
    for (const name of [...own, ...builtIn.filter((e) => e.kind === kind).map((e) => e.canonical)])
      if (!byFolded.has(foldAlias(name))) byFolded.set(foldAlias(name), name);
    return [...byFolded.values()].sort((a, b) => foldAlias(a).localeCompare(foldAlias(b)));
  };
  // A DJ's location reads "Berlin, Germany": the alias means the city, which search finds in any location.
  const cities = directory.cities.map((location) => location.split(",")[0].trim()).filter(Boolean);
  return { genres: names(directory.genres, "genre"), cities: names(cities, "city") };
}

/** The built-in list with the added aliases, as search reads it (search-aliases.ts's buildAliasTable). */
export function mergeSearchAliases(
  builtIn: readonly SearchAliasEntry[],
  added: readonly Pick<AddedSearchAlias, "alias" | "canonical" | "kind">[],
): SearchAliasEntry[] {
  const builtInAliases = new Set(builtIn.flatMap((e) => e.aliases.map(foldAlias)));
  const merged = builtIn.map((e) => ({ ...e, aliases: [...e.aliases] }));
  for (const a of added) {
    // A row stored before a built-in alias of the same text existed: the built-in reading wins.
    if (builtInAliases.has(a.alias)) continue;
    const entry = merged.find((e) => foldAlias(e.canonical) === foldAlias(a.canonical));
    if (entry) entry.aliases.push(a.alias);
    else merged.push({ canonical: a.canonical, kind: a.kind, aliases: [a.alias] });
  }
  return merged;
}

/** The add form's link from a zero-result query on /admin/analytics. */
export function addAliasHref(query: string): string {
  return `/admin/search-aliases?${new URLSearchParams({ alias: query.trim().slice(0, SEARCH_ALIAS_MAX) })}`;
}
