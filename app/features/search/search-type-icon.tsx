import { Building2, CalendarDays, Disc3, Layers, Newspaper } from "lucide-react";
import { SEARCH_TYPE_LABELS, type SearchResultType } from "~/core/search/search";
import { cn } from "~/ui/cn";

const ICONS = { dj: Disc3, venue: Building2, event: CalendarDays, production: Layers, news: Newspaper } as const;

/** Each result type's colour, used by its badge, so a type reads at a glance in a mixed list. */
export const SEARCH_TYPE_TONES: Record<SearchResultType, string> = {
  dj: "border-[#6b1d7d] bg-[#3b1046] text-accent-fg",
  venue: "border-[#075985] bg-[#082f49] text-[#7dd3fc]",
  event: "border-[#92400e] bg-[#3a2606] text-[#fcd34d]",
  production: "border-[#166534] bg-[#0f2e1c] text-[#86efac]",
  news: "border-border bg-surface-2 text-fg",
};

export function SearchTypeIcon({ type, className }: { type: SearchResultType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={cn("size-4 shrink-0", className)} />;
}

/** The coloured type badge of a suggestion or a result card. */
export function SearchTypeBadge({ type }: { type: SearchResultType }) {
  return (
    <span
      data-testid="search-type-badge"
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-semibold",
        SEARCH_TYPE_TONES[type],
      )}
    >
      <SearchTypeIcon type={type} className="size-3" />
      {SEARCH_TYPE_LABELS[type]}
    </span>
  );
}
