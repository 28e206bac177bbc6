import { type ComponentType, useEffect, useState } from "react";

type EditorComponent = ComponentType<{ name: string; initialHtml: string; invalid?: boolean; describedBy?: string }>;

/**
 * The article's content field. The server renders a plain HTML textarea (it works without JavaScript, and keeps
 * the editor out of every page's first-load JavaScript); once the page runs, the Tiptap editor is fetched as its own
 * chunk and takes the textarea's place with the same field name.
 */
export function RichTextField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [Editor, setEditor] = useState<EditorComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import("./tiptap-editor").then((module) => {
      if (live) setEditor(() => module.TiptapEditor);
    });
    return () => {
      live = false;
    };
  }, []);
  const errorId = error ? "content-error" : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id="content-label" className="text-sm font-medium">
        Content
      </span>
      {Editor ? (
        <Editor name="content" initialHtml={defaultValue} invalid={Boolean(error)} describedBy={errorId} />
      ) : (
        <textarea
          name="content"
          aria-labelledby="content-label"
          defaultValue={defaultValue}
          rows={14}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="rounded-xl border border-border bg-bg px-4 py-3 font-mono text-sm"
        />
      )}
      {error ? (
        <p id="content-error" className="text-sm text-[#fca5a5]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
