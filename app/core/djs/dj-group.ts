/**
 * Whether a DJ profile is an act of several people (a duo, a collective, a band…), read from its roles: schema.org
 * calls it a MusicGroup rather than a Person, on its own page and on the events it plays.
 */
export function isGroupAct(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((r) => /\b(duo|trio|group|collective|band|crew)\b/i.test(r));
}
