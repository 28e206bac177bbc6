import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "./toast";

/** What a form's action answers: a notice, or a refusal (which may carry more, such as the field it is about). */
export type FormAnswer = { ok: true; message: string } | { ok: false; error: string };

type Refusal<T extends FormAnswer> = Extract<T, { ok: false }>;

const ALWAYS = () => true;

/**
 * A fetcher whose answer becomes a toast: a notice as a success toast (and the form in `form` emptied for the next
 * entry), a refusal as an error toast unless `toastsRefusal` says the screen shows it itself, next to its field.
 * The rule is read through a ref so a caller's inline function does not re-run the effect and toast twice.
 */
export function useAnsweredFetcher<T extends FormAnswer>(toastsRefusal: (refusal: Refusal<T>) => boolean = ALWAYS) {
  const fetcher = useFetcher<T>();
  const form = useRef<HTMLFormElement>(null);
  const rule = useRef(toastsRefusal);
  rule.current = toastsRefusal;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      form.current?.reset();
    } else if (rule.current(answer as Refusal<T>)) toast.error(answer.error);
  }, [fetcher.state, fetcher.data]);
  return { fetcher, form, busy: fetcher.state !== "idle" };
}
