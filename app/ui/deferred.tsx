import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code is not part of the page's first load (decision 013, "Update: first-load JS").
 *
 * The server renders it in full, inside a Suspense boundary. In the browser React keeps that server HTML
 * as it is until the chunk has arrived, then hydrates it: nothing changes on screen, and what is in it works
 * as plain HTML meanwhile (links, GET forms). Fit for parts that need no script to be read or used at
 * first: static markup, below-the-fold sections, interaction-only controls.
 *
 * - The server loads the chunk when this module is evaluated (at startup), so it renders synchronously in
 *   the shell instead of streaming a fallback first.
 * - Memoised: a boundary that re-renders with new props before it has hydrated throws its server HTML
 *   away and shows the (empty) fallback, so only a real change of props may reach it.
 * - `preload()` starts the download early (e.g. when the route module runs), so a client-side navigation
 *   rarely waits on it; until it arrives there the fallback (nothing) is shown.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  if (import.meta.env.SSR) void preload();
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Deferred(props: P) {
    // Only on the server: in the browser the element type must stay the same lazy one, or React would
    // remount the part once the chunk has arrived.
    const Component: ComponentType<P> = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Component: memo(Deferred), preload };
}
