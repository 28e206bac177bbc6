/**
 * The keyboard and pointer rules of the charts' points (decision 022): which point an arrow key
 * moves to, how a point's label reads, what is said when a point is focused, and which way its tooltip opens.
 * Pure, so every chart (mate dashboard, event, venue, producer and admin analytics) behaves the same.
 */

/** The point a key moves to from `current` among `count` points; null for keys the chart does not handle. */
export function nextPointIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return Math.max(0, current - 1);
    case "ArrowRight":
    case "ArrowUp":
      return Math.min(last, current + 1);
    case "PageDown":
      return Math.max(0, current - 7);
    case "PageUp":
      return Math.min(last, current + 7);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}

/** A day label ("2026-11-20") as people read it ("Fri 20 Nov 2026", UTC as the series are); others unchanged. */
export function pointLabel(label: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(label)) return label;
  const date = new Date(`${label}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return label;
  // ICU puts a comma after the weekday in some versions and not in others.
  return date
    .toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
    .replace(",", "");
}

/** What a screen reader says on a focused point: "Fri 20 Nov 2026: 34 Views, 2 Shares". */
export function pointDescription(label: string, values: readonly { label: string; value: number }[]): string {
  return `${pointLabel(label)}: ${values.map((v) => `${v.value.toLocaleString("en-GB")} ${v.label}`).join(", ")}`;
}

/** Where the tooltip sits against its point (x in % of the plot): centred, or kept inside the plot near an edge. */
export function tooltipAlign(xPercent: number): "start" | "center" | "end" {
  if (xPercent < 18) return "start";
  if (xPercent > 82) return "end";
  return "center";
}
