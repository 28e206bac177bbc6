import { ArrowDown, ArrowUp, Plus, Search, UserRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { EventLineupEntryInput } from "~/core/events/event-form";
import type { SearchSuggestion } from "~/core/search/search";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";

/**
 * The lineup of the event form: DJs of ours found as you type (the search bar's suggestions, DJs only) and free-text
 * names for DJs not on Booth, in order (move up/down, remove). The list travels in the hidden `lineup` field as JSON.
 */
export function LineupPicker({ initial, error }: { initial: EventLineupEntryInput[]; error?: string }) {
  const id = useId();
  // Each row keeps a client-side key, so moving or removing one never re-uses another row's DOM.
  const nextKey = useRef(0);
  const keyed = (entry: EventLineupEntryInput) => ({ ...entry, key: nextKey.current++ });
  const [entries, setEntries] = useState(() => initial.map(keyed));
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<SearchSuggestion[]>([]);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return setMatches([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggestions?q=${encodeURIComponent(text)}&limit=10`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { suggestions: [] }))
        .then((body: { suggestions?: SearchSuggestion[] }) =>
          setMatches((body.suggestions ?? []).filter((s) => s.type === "dj")),
        )
        .catch(() => undefined);
    }, 180);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const taken = new Set(entries.flatMap((e) => (e.djProfileId ? [e.djProfileId] : [])));
  const add = (entry: EventLineupEntryInput) => {
    setEntries((list) => [...list, keyed(entry)]);
    setQuery("");
    setMatches([]);
  };
  const move = (index: number, by: number) =>
    setEntries((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item);
      return next;
    });
  const freeName = query.replace(/\s+/g, " ").trim();
  // The list opens under the field: bring it into view while typing, above anything sticky at the bottom (the
  // form's Save bar keeps room for itself with scroll-padding, app.css).
  const list = useRef<HTMLUListElement>(null);
  const listOpen = freeName.length >= 2;
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the matches change the list's height
  useEffect(() => {
    const field = document.getElementById(`${id}-search`);
    if (listOpen && field && document.activeElement === field) list.current?.scrollIntoView({ block: "nearest" });
  }, [listOpen, matches, id]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">Lineup</legend>
      <input
        type="hidden"
        name="lineup"
        value={JSON.stringify(entries.map(({ djProfileId, name }) => ({ djProfileId, name })))}
      />
      {entries.length > 0 ? (
        <ol className="flex flex-col gap-2" data-testid="lineup-list">
          {entries.map((entry, index) => (
            <li
              key={entry.key}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-border bg-surface-2 py-2 pr-2 pl-3"
            >
              <span className="w-5 shrink-0 text-xs text-muted tabular-nums">{index + 1}</span>
              {/* The whole name, wrapped; where it and the controls do not fit one line (phones), the controls go
                  under it. */}
              <span className="min-w-0 flex-1 basis-40 font-medium [overflow-wrap:anywhere]">{entry.name}</span>
              <span className="ml-auto flex shrink-0 items-center gap-2">
                <span className={cn("badge", entry.djProfileId ? "badge-accent" : "badge-neutral", "shrink-0")}>
                  {entry.djProfileId ? "On Booth" : "Not on Booth"}
                </span>
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move ${entry.name} up`}
                  className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg disabled:opacity-30"
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === entries.length - 1}
                  aria-label={`Move ${entry.name} down`}
                  className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg disabled:opacity-30"
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => setEntries((list) => list.filter((_, i) => i !== index))}
                  aria-label={`Remove ${entry.name}`}
                  className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No DJs yet. Search for DJs on Booth, or add a name.</p>
      )}
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter adds the first match (or the typed name) instead of submitting the whole form.
            if (e.key !== "Enter") return;
            e.preventDefault();
            const first = matches.find((m) => !taken.has(m.id));
            if (first) add({ djProfileId: first.id, name: first.text });
            else if (freeName) add({ djProfileId: null, name: freeName });
          }}
          aria-label="Add a DJ to the lineup"
          placeholder="Add a DJ: type a name"
          autoComplete="off"
          className={cn(controlClass(Boolean(error)), "h-12 pl-10")}
        />
      </div>
      {freeName.length >= 2 ? (
        <ul
          ref={list}
          aria-label="Matching DJs"
          className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-1"
        >
          {matches.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                disabled={taken.has(m.id)}
                onClick={() => add({ djProfileId: m.id, name: m.text })}
                className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-2 disabled:opacity-50"
              >
                {m.imageUrl ? (
                  <img src={m.imageUrl} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
                ) : (
                  <UserRound aria-hidden className="size-8 rounded-full bg-surface-2 p-1.5 text-muted" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium [overflow-wrap:anywhere]">{m.text}</span>
                  {m.subtext ? (
                    <span className="block text-xs text-muted [overflow-wrap:anywhere]">{m.subtext}</span>
                  ) : null}
                </span>
                <span className="text-xs text-accent-fg">{taken.has(m.id) ? "Added" : "Add"}</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => add({ djProfileId: null, name: freeName })}
              className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm hover:bg-surface-2"
            >
              <Plus aria-hidden className="size-8 rounded-full bg-surface-2 p-2 text-muted" />
              <span>
                Add “{freeName}” <span className="text-muted">(not on Booth)</span>
              </span>
            </button>
          </li>
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-[#fca5a5]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
