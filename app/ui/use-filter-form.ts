import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";

/** Typing waits this long before the list follows (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * A directory's filters as a plain GET form (/venues, /productions): without JavaScript "Apply" submits it; once
 * hydrated, a control's change submits at once and the search box (`q`) after a short pause in typing, replacing
 * the history entry each time. Empty values and a search shorter than `queryMin` are left out of the URL.
 */
export function useFilterForm(action: string, queryMin: number) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(typing.current);
  }, []);

  function send() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) {
      const text = String(value).trim();
      if (text === "" || (key === "q" && text.length < queryMin)) data.delete(key);
    }
    submit(data, { method: "get", action, replace: true, preventScrollReset: true });
  }

  return {
    formRef,
    hydrated,
    onChange(event: FormEvent<HTMLFormElement>) {
      clearTimeout(typing.current);
      if ((event.target as HTMLInputElement).name === "q") typing.current = setTimeout(send, TYPING_PAUSE_MS);
      else send();
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // Enter in the search box: no wait.
      event.preventDefault();
      clearTimeout(typing.current);
      send();
    },
  };
}
