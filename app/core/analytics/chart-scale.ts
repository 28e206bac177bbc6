/**
 * Scales for the hand-drawn SVG charts (decision 022): a "nice" top for the value axis and the ticks under it, so
 * axes read 0 · 5 · 10 rather than 0 · 3.67 · 7.33. Pure, shared by every chart (event analytics, mate dashboard).
 */

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max` (at least 1, so an empty chart still has an axis). */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** Evenly spaced whole ticks from 0 to the nice top: four steps when they are whole, else five, two or one. */
export function axisTicks(max: number): number[] {
  const top = niceMax(max);
  const count = [4, 5, 2, 1].find((n) => Number.isInteger(top / n)) ?? 1;
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

/** Short number for an axis: 1200 → "1.2k". */
export function compactNumber(value: number): string {
  if (Math.abs(value) < 1000) return String(value);
  return `${(value / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 })}k`;
}
