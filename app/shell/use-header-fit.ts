import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * How much the header gives up to fit its row without any two of its parts overlapping: at level 0 everything shows;
 * at level 1 the search field becomes the search button (it opens the full-screen search); at level 1 + k the last k
 * section links move into the "More" menu. The level is found by measuring, not by breakpoints, because what the row
 * holds depends on the viewer (Log In and Sign Up, or the role switcher with a venue's or production's name, and the
 * user menu) and on the site flags (up to seven section links).
 *
 * Measuring: each element marked `data-fit-content` counts as the sum of its shown children (plus its flex gaps)
 * rather than its own box, since such a box may be squeezed (the links' box clips instead of overflowing before this
 * code runs). Elements marked `data-fit-level` are the ones the level shows or hides: a change in their width is this
 * hook's own doing and does not start the search again; any other change of the row (the window, the role switcher's
 * name arriving after hydration) does.
 */
export function useHeaderFit(rowRef: RefObject<HTMLElement | null>, maxLevel: number): number {
  // `round` changes whenever the search starts again, so a start from level 0 at level 0 still measures again.
  const [{ level }, setFit] = useState({ level: 0, round: 0 });
  const signature = useRef("");
  // The observers outlive renders: they read the level and its limit through refs.
  const levelRef = useRef(level);
  levelRef.current = level;
  const maxLevelRef = useRef(maxLevel);
  maxLevelRef.current = maxLevel;

  // After every render: one more step while the row does not fit (each step renders again, before the paint).
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || level >= maxLevel) return;
    if (!rowFits(row)) setFit((fit) => ({ level: fit.level + 1, round: fit.round }));
  });

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === "undefined") return;
    signature.current = rowSignature(row);
    // Start again from everything shown, synchronously, so no overlapping frame is painted in between.
    const restart = () => flushSync(() => setFit((fit) => ({ level: 0, round: fit.round + 1 })));
    // One more step, synchronously, when a watched part changed in a way that leaves the level as it was yet the row
    // no longer fits (a part swapped for one of the same width it had when the level was found).
    const stepUp = () => flushSync(() => setFit((fit) => ({ level: fit.level + 1, round: fit.round })));
    const observer = new ResizeObserver(() => {
      const next = rowSignature(row);
      if (next !== signature.current) {
        signature.current = next;
        restart();
      } else if (!rowFits(row) && levelRef.current < maxLevelRef.current) {
        stepUp();
      }
    });
    // The web fonts arrive after the first paint (decision 046) and change the links' widths.
    document.fonts?.addEventListener("loadingdone", restart);
    observer.observe(row);
    const watchChildren = () => {
      for (const part of row.querySelectorAll("[data-fit-watch] > *")) observer.observe(part);
    };
    watchChildren();
    // The signed-in menus arrive after hydration (lazy chunks): watch them once they are there.
    const mutations = new MutationObserver(watchChildren);
    for (const cluster of row.querySelectorAll("[data-fit-watch]")) mutations.observe(cluster, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      document.fonts?.removeEventListener("loadingdone", restart);
    };
  }, [rowRef]);

  return Math.min(level, maxLevel);
}

function shown(el: Element): boolean {
  const style = getComputedStyle(el);
  return style.display !== "none" && style.position !== "absolute" && style.position !== "fixed";
}

/**
 * The width `el` needs: its box; marked `data-fit-content`, the sum of its shown children and gaps; marked
 * `data-fit-min` (a part that grows into the room there is), its CSS min-width.
 */
function neededWidth(el: Element): number {
  if (el.hasAttribute("data-fit-min")) return Number.parseFloat(getComputedStyle(el).minWidth) || 0;
  if (!el.hasAttribute("data-fit-content")) return el.getBoundingClientRect().width;
  const children = [...el.children].filter(shown);
  const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
  return children.reduce((sum, child) => sum + neededWidth(child), 0) + gap * Math.max(0, children.length - 1);
}

/** The row (marked `data-fit-content`) fits when what it needs is no wider than its content box. */
function rowFits(row: HTMLElement): boolean {
  const style = getComputedStyle(row);
  const available = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  return neededWidth(row) <= available + 0.5;
}

/** What the row's size depends on apart from the level: its width and the widths of the parts the level leaves alone. */
function rowSignature(row: HTMLElement): string {
  const parts = [...row.querySelectorAll("[data-fit-watch] > *")]
    .filter((part) => !part.hasAttribute("data-fit-level"))
    .map((part) => Math.round(part.getBoundingClientRect().width));
  return `${row.clientWidth}|${parts.join(",")}`;
}
