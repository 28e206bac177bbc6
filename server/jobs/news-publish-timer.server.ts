import { ALL_PUBLIC_CONTENT, onPublicChange, publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { getNextNewsPublishDelay } from "~server/domain/news/get-next-news-publish-delay.server";
import { logger } from "~server/logger.server";

/** setTimeout's ceiling (~24.8 days); a later date is re-checked when this fires. */
const MAX_DELAY_MS = 2_147_483_647;
/** Fire a moment after the date so the database's now() has certainly passed it. */
const MARGIN_MS = 50;

/**
 * Scheduled publishing (decision 030): an article dated in the future must appear at its time without a
 * restart, but nothing is written at that moment, so no change notice fires. Each process keeps its own caches
 * (rendered pages, held front-page news, search results), so each process arms its own timer for the next publish
 * time: at startup, and again after every news change (its own writes and other processes' notices, both of which
 * arrive as a public change). When it fires it announces a "news" change, which empties those caches everywhere,
 * and arms the next one. The caches' ≤ 5 s time-to-live stays as the backstop. Returns the stop function.
 */
export function startNewsPublishTimer(db: Db, options: { onDue?: () => void } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let generation = 0;

  const arm = async () => {
    const mine = ++generation;
    let delay: number | null;
    try {
      delay = await getNextNewsPublishDelay(db);
    } catch (error) {
      logger.warn("news publish timer: next date unreadable; the cache time-to-live covers it", { error });
      return;
    }
    // A newer arm() started meanwhile (a burst of writes): it decides.
    if (stopped || mine !== generation) return;
    if (timer) clearTimeout(timer);
    timer = null;
    if (delay === null) return;
    timer = setTimeout(() => void fire(), Math.min(delay + MARGIN_MS, MAX_DELAY_MS));
    timer.unref();
  };

  const fire = async () => {
    timer = null;
    if (stopped) return;
    options.onDue?.();
    // The change arrives back here through the listener below, which arms the next date.
    await publicContentChanged(db, "news");
  };

  const unsubscribe = onPublicChange((source) => {
    if (source === "news" || source === "news_items" || source === ALL_PUBLIC_CONTENT) void arm();
  });
  void arm();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
