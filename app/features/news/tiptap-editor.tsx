import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Music2, Quote, Redo2, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { mediaEmbedFor } from "~/core/djs/media-embeds";
import { cn } from "~/ui/cn";
import { ARTICLE_PROSE } from "./news-article-body";

/**
 * The article editor (decision 030): Tiptap (ProseMirror) with the starter kit and one node of our own, the
 * media embed, stored as `<figure data-embed-url="…">` — the form the server's sanitiser keeps and the article page
 * renders through the media facades. Loaded only by the editor route, after first paint (rich-text-field.tsx).
 */
const Embed = Node.create({
  name: "embed",
  group: "block",
  atom: true,
  addAttributes() {
    return {
      url: {
        default: null,
        parseHTML: (element) => element.getAttribute("data-embed-url"),
        renderHTML: (attributes) => ({ "data-embed-url": attributes.url }),
      },
    };
  },
  parseHTML() {
    return [{ tag: "figure[data-embed-url]" }];
  },
  renderHTML({ HTMLAttributes }) {
    const url = String(HTMLAttributes["data-embed-url"] ?? "");
    return [
      "figure",
      mergeAttributes(HTMLAttributes, { class: "news-editor-embed" }),
      ["a", { href: url }, `${mediaEmbedFor(url)?.label ?? "Media"} · ${url}`],
    ];
  },
});

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        "grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg",
        active && "bg-surface-2 text-fg ring-1 ring-accent-fg/50",
      )}
    >
      {children}
    </button>
  );
}

type Prompt = null | "link" | "embed";

function UrlPrompt({ kind, editor, onDone }: { kind: "link" | "embed"; editor: Editor; onDone: () => void }) {
  const [value, setValue] = useState(kind === "link" ? String(editor.getAttributes("link").href ?? "") : "");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The address field takes the focus when it opens (the toolbar button was the last thing pressed).
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const url = value.trim();
    if (kind === "link") {
      if (!url) editor.chain().focus().extendMarkRange("link").unsetLink().run();
      else editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
      onDone();
      return;
    }
    const embed = mediaEmbedFor(url);
    if (!embed) {
      setError("Paste a SoundCloud, Mixcloud, YouTube or Vimeo link");
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: "embed", attrs: { url: embed.url } })
      .run();
    onDone();
  };
  const id = `news-editor-${kind}-url`;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border bg-surface-2/60 p-2">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {kind === "link" ? "Link address" : "Player link"}
      </label>
      <input
        id={id}
        type="url"
        value={value}
        ref={input}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
          if (e.key === "Escape") onDone();
        }}
        placeholder={kind === "link" ? "https://…" : "https://soundcloud.com/…"}
        className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm"
      />
      <button type="button" onClick={apply} className="h-9 rounded-lg bg-fg px-3 text-sm font-semibold text-bg">
        {kind === "link" ? "Apply link" : "Insert player"}
      </button>
      {error ? <p className="basis-full text-xs text-[#fca5a5]">{error}</p> : null}
    </div>
  );
}

export function TiptapEditor({
  name,
  initialHtml,
  invalid,
  describedBy,
}: {
  name: string;
  initialHtml: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
        code: false,
        codeBlock: false,
      }),
      Embed,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        "aria-label": "Article content",
        "aria-multiline": "true",
        role: "textbox",
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        // The article's own typography, so the author sees headings, lists, links and players as readers will.
        class: cn(
          ARTICLE_PROSE,
          "min-h-[320px] px-4 py-3 outline-none",
          "[&_figure]:rounded-xl [&_figure]:border [&_figure]:border-border [&_figure]:bg-surface-2 [&_figure]:p-4 [&_figure]:text-sm",
          "[&_.ProseMirror-selectednode]:ring-2 [&_.ProseMirror-selectednode]:ring-accent-fg",
        ),
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            link: e.isActive("link"),
          }
        : null,
  });
  return (
    <div
      className="overflow-hidden rounded-xl border border-border bg-bg focus-within:border-accent-fg"
      data-testid="news-rich-editor"
    >
      <input type="hidden" name={name} value={html} />
      {editor && state ? (
        <>
          <div
            role="toolbar"
            aria-label="Formatting"
            className="flex flex-wrap gap-0.5 border-b border-border bg-surface p-1"
          >
            <ToolButton
              label="Heading"
              active={state.h2}
              onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
            >
              <Heading2 aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Subheading"
              active={state.h3}
              onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
            >
              <Heading3 aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
              <Bold aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Italic"
              active={state.italic}
              onClick={() => editor.chain().focus().toggleItalic().run()}
            >
              <Italic aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Bulleted list"
              active={state.bullet}
              onClick={() => editor.chain().focus().toggleBulletList().run()}
            >
              <List aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Numbered list"
              active={state.ordered}
              onClick={() => editor.chain().focus().toggleOrderedList().run()}
            >
              <ListOrdered aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Quote"
              active={state.quote}
              onClick={() => editor.chain().focus().toggleBlockquote().run()}
            >
              <Quote aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Link"
              active={state.link || prompt === "link"}
              onClick={() => setPrompt(prompt === "link" ? null : "link")}
            >
              <Link2 aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Embed a player"
              active={prompt === "embed"}
              onClick={() => setPrompt(prompt === "embed" ? null : "embed")}
            >
              <Music2 aria-hidden className="size-4" />
            </ToolButton>
            <span className="mx-1 w-px self-stretch bg-border" aria-hidden />
            <ToolButton label="Undo" onClick={() => editor.chain().focus().undo().run()}>
              <Undo2 aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton label="Redo" onClick={() => editor.chain().focus().redo().run()}>
              <Redo2 aria-hidden className="size-4" />
            </ToolButton>
          </div>
          {prompt ? <UrlPrompt key={prompt} kind={prompt} editor={editor} onDone={() => setPrompt(null)} /> : null}
        </>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
