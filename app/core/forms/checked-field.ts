import { z } from "zod";

/** What a field check answers: the cleaned value, or the message the field shows. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; error: string };

/** An optional form field read by a field check: empty is null, a refusal is the check's own message. */
export function optionalCheckedField<T>(check: (raw: string) => FieldCheck<T>) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const raw = (v ?? "").trim();
      if (!raw) return null;
      const result = check(raw);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    });
}
