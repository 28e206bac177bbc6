/**
 * Raw DJ activity by month (decision 035): the raw tables are partitioned by UTC month, created
 * ahead by the nightly roll-up job, and raw rows older than ANALYTICS_RAW_MONTHS are summarised into the daily
 * roll-ups and dropped.
 */

/** Default months of raw activity kept (old raw rows may be summarised after 13 months; decision 035). */
export const DEFAULT_RAW_MONTHS = 13;

/** Months of partitions created ahead of the current one, so the default partition stays empty. */
export const PARTITION_MONTHS_AHEAD = 2;

/** The first day (YYYY-MM-01) of the UTC month `offset` months from the one `at` falls in. */
export function monthStart(at: Date, offset = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** The current UTC month and the `ahead` months after it, as YYYY-MM-01, oldest first. */
export function partitionMonths(now: Date, ahead = PARTITION_MONTHS_AHEAD): string[] {
  return Array.from({ length: ahead + 1 }, (_, i) => monthStart(now, i));
}

/**
 * The first instant whose raw rows are kept: the start of the UTC month `months` before the current one. With 13 on
 * 26 Nov 2026 that is 2025-10-01 — the current month plus 13 whole months stay raw, so a 365-day dashboard range
 * always reads raw rows (traffic sources, devices, cities come only from them).
 */
export function rawRetentionCutoff(now: Date, months = DEFAULT_RAW_MONTHS): string {
  if (!Number.isInteger(months) || months < 1) throw new Error(`months must be a positive whole number: ${months}`);
  return monthStart(now, -months);
}

/** A month partition's name for a table and a YYYY-MM-DD inside the month: dj_profile_views_p202611. */
export function monthPartitionName(table: string, day: string): string {
  return `${table}_p${day.slice(0, 4)}${day.slice(5, 7)}`;
}
