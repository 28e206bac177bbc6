import { z } from "zod";
import { MAX_CLASH_RADIUS_KM, MAX_CLAUSE_DAYS, type RadiusClause } from "./lineup-clash";

export const CLAUSE_RADIUS_MESSAGE = `A radius is a whole number of kilometres from 1 to ${MAX_CLASH_RADIUS_KM.toLocaleString("en-GB")}`;
export const CLAUSE_DAYS_MESSAGE = `A clause lasts a whole number of days from 0 to ${MAX_CLAUSE_DAYS}`;
export const OVERRIDE_REASON_MESSAGE = "Say why the DJ is booked despite the clash";
export const OVERRIDE_REASON_MAX = 500;
export const OVERRIDE_REASON_TOO_LONG = `A reason is at most ${OVERRIDE_REASON_MAX} characters`;

const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * The radius clause form of a venue's and a production line's manage screens: three numbers, or all three empty to
 * have no clause of one's own (the default window then applies). A radius of 0 or over 20,000 km, or more than 365
 * days, is refused by name and nothing is stored.
 */
export const radiusClauseFormSchema = z
  .object({
    // Required, empty allowed: the form always sends all three, and a post without them (a stray or hostile one)
    // must not read as "remove the clause".
    radiusKm: z.string({ error: CLAUSE_RADIUS_MESSAGE }).trim(),
    daysBefore: z.string({ error: CLAUSE_DAYS_MESSAGE }).trim(),
    daysAfter: z.string({ error: CLAUSE_DAYS_MESSAGE }).trim(),
  })
  .transform((v, ctx): RadiusClause | null => {
    if (!v.radiusKm && !v.daysBefore && !v.daysAfter) return null;
    const radius = whole(1, MAX_CLASH_RADIUS_KM, CLAUSE_RADIUS_MESSAGE).safeParse(v.radiusKm);
    const before = whole(0, MAX_CLAUSE_DAYS, CLAUSE_DAYS_MESSAGE).safeParse(v.daysBefore || "0");
    const after = whole(0, MAX_CLAUSE_DAYS, CLAUSE_DAYS_MESSAGE).safeParse(v.daysAfter || "0");
    if (!radius.success) ctx.addIssue({ code: "custom", path: ["radiusKm"], message: CLAUSE_RADIUS_MESSAGE });
    if (!before.success) ctx.addIssue({ code: "custom", path: ["daysBefore"], message: CLAUSE_DAYS_MESSAGE });
    if (!after.success) ctx.addIssue({ code: "custom", path: ["daysAfter"], message: CLAUSE_DAYS_MESSAGE });
    if (!radius.success || !before.success || !after.success) return z.NEVER;
    return { radiusKm: radius.data, daysBefore: before.data, daysAfter: after.data };
  });

/** The stored clause as the form shows it. */
export function radiusClauseValues(clause: RadiusClause | null): Record<string, string> {
  return clause
    ? { radiusKm: String(clause.radiusKm), daysBefore: String(clause.daysBefore), daysAfter: String(clause.daysAfter) }
    : { radiusKm: "", daysBefore: "", daysAfter: "" };
}

/**
 * The override an event form sends with "Save anyway": `clashOverride=1` and a reason. Without the flag there is no
 * override (the warning is shown); with it, a blank or overlong reason is refused and nothing is saved.
 */
export function parseClashOverride(
  values: Record<string, string>,
): { override: false } | { override: true; reason: string } | { error: string } {
  if (values.clashOverride !== "1") return { override: false };
  const reason = (values.clashReason ?? "").trim();
  if (!reason) return { error: OVERRIDE_REASON_MESSAGE };
  if (reason.length > OVERRIDE_REASON_MAX) return { error: OVERRIDE_REASON_TOO_LONG };
  return { override: true, reason };
}
