/** A small calendar tile ("SAT / 9") beside a date in a short list. */
export function DayTileCompact({ weekday, date, label }: { weekday: string; date: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="flex w-11 shrink-0 flex-col items-center rounded-lg border border-border bg-surface-2 py-1 leading-none"
    >
      <span className="text-[10px] font-bold tracking-[0.14em] text-accent-fg uppercase">{weekday}</span>
      <span className="mt-0.5 font-display text-lg font-extrabold tabular">{date}</span>
    </span>
  );
}
