import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that the browser hydrates on its own (decision 044). React hydrates a Suspense
 * boundary that has server HTML in a later pass of its own, with its own commit, at a low priority; so a page cut
 * into a few of these hydrates as several short tasks instead of one long commit of the whole page, which was a task
 * of tens of milliseconds on a mid-range phone. Nothing inside may suspend: there is no fallback to show.
 *
 * Before its turn comes, the part is the server's HTML: links work as links, and a press on it makes React hydrate
 * it at once and then handle the press.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
