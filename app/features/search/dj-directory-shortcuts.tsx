import { ArrowRight, Disc3, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { DjDirectoryShortcut } from "~/core/djs/dj-directory-shortcuts";
import { groupedInteger } from "~/core/text/english-format";

/**
 * Links from /search to the home directory filtered by the genre or city the query names (see
 * app/core/djs/dj-directory-shortcuts.ts). Plain links, so they work before hydration and from the keyboard.
 */
export function DjDirectoryShortcuts({ shortcuts }: { shortcuts: DjDirectoryShortcut[] }) {
  if (shortcuts.length === 0) return null;
  return (
    <nav aria-label="DJ directory" className="mt-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {shortcuts.map((shortcut) => (
          <li key={`${shortcut.kind}-${shortcut.value}`}>
            <ShortcutLink shortcut={shortcut} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ShortcutLink({ shortcut }: { shortcut: DjDirectoryShortcut }) {
  const Icon = shortcut.kind === "genre" ? Disc3 : MapPin;
  const details = [
    shortcut.djs === null ? null : `${groupedInteger(shortcut.djs)} ${shortcut.djs === 1 ? "DJ" : "DJs"}`,
    // The label says "Berlin"; the full location tells which Berlin.
    shortcut.kind === "city" && !shortcut.label.endsWith(shortcut.value.trim()) ? shortcut.value.trim() : null,
  ].filter(Boolean);
  return (
    <Link
      to={shortcut.href}
      data-testid="dj-directory-shortcut"
      className="group flex min-h-[72px] items-center gap-4 rounded-[var(--radius-card)] border border-[#6b1d7d] bg-gradient-to-r from-[#2a0d33] to-surface p-3 transition-colors hover:border-accent-fg hover:from-[#3b1046] focus-visible:border-accent-fg md:p-4"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-gradient text-white shadow-[0_0_24px_-8px_var(--color-accent)]">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[11px] font-semibold uppercase tracking-wider text-accent-fg">
          {shortcut.kind === "genre" ? "Genre" : "City"} · DJ directory
        </span>
        <span className="mt-0.5 block truncate font-display text-lg font-semibold leading-tight text-fg">
          {shortcut.label}
        </span>
        {details.length > 0 ? (
          <span className="mt-0.5 block truncate text-sm text-muted tabular-nums">{details.join(" · ")}</span>
        ) : null}
      </span>
      <ArrowRight
        aria-hidden
        className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-fg motion-reduce:transition-none"
      />
    </Link>
  );
}
