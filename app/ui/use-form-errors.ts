import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";

/**
 * Field errors for a server-checked form: checked in the browser with the same zod schema as the action
 * (so mistakes show instantly and the first bad field gets focus), and replaced by the action's answer.
 */
export function useFormErrors(schema: z.ZodType, actionData: FormResult | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => {
    // A new answer from the server supersedes what the browser found.
    if (actionData) setClientErrors(null);
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = schema.safeParse(formValues(new FormData(form)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = form.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }

  const errors: FieldErrors = clientErrors ?? actionData?.errors ?? {};
  return { errors, onSubmit };
}

/**
 * The ref of a long form whose server refusals may sit out of sight (under a sticky save bar, below the fold): when
 * the action answers with field errors, the first of those fields is scrolled into view and focused, as the
 * browser-side check of `useFormErrors` focuses its first.
 */
export function useServerErrorFocus(actionData: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = Object.keys(actionData?.errors ?? {})[0];
    const field = first ? form.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) {
      field.focus();
      field.scrollIntoView({ block: "center" });
    }
  }, [actionData]);
  return form;
}
