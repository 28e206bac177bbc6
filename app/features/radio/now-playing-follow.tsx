import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { FollowActionResult } from "~/core/djs/dj-follow";
import { cn } from "~/ui/cn";
import { FollowButton } from "~/ui/follow-button";
import { usePageShell } from "~/ui/page-shell";

interface FollowState {
  slug: string;
  followers: number;
  following: boolean;
  signedIn: boolean;
  hideCount: boolean;
}

/**
 * Follow the DJ of the playing track, on the /radio card and in the overlay. /radio comes from the
 * anonymous page cache, so the viewer's follow state is fetched in the browser whenever the DJ changes
 * (/dj/{slug}/follow-state). A plain fetch, not a React Router fetcher: a fetcher's failed load (the network gone
 * while the radio plays on, a DJ just hidden) is thrown to the page's error boundary, and the whole page would
 * become "Something went wrong" for a button. A failed answer keeps the space empty. The button is the DJ page's
 * own and posts to its action; its answer (the shared fetcher of that button) is the state from then on. Absent
 * while sign-in is switched off, as on the DJ page.
 */
export function NowPlayingFollow({
  slug,
  displayName,
  size = "sm",
  className,
}: {
  slug: string;
  displayName: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const root = usePageShell();
  const enabled = root?.flags?.loginEnabled ?? true;
  const [fetched, setFetched] = useState<FollowState | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetch(`/dj/${encodeURIComponent(slug)}/follow-state`, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<FollowState>) : null))
      .then((answer) => {
        if (current && answer?.slug === slug) setFetched(answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled, slug]);
  // The follow button's own fetcher (shared by key): once it has an answer, that answer is the newest state.
  const followed = useFetcher<FollowActionResult>({ key: `follow-/dj/${slug}` });
  const answer = followed.state === "idle" && followed.data?.ok && followed.data.slug === slug ? followed.data : null;
  const state = fetched?.slug === slug ? fetched : null;
  if (!enabled) return null;
  // The same height before the answer arrives, so the card does not jump.
  if (!state) return <div className={cn("h-9", className)} aria-hidden />;
  return (
    <FollowButton
      slug={slug}
      displayName={displayName}
      following={answer?.following ?? state.following}
      followers={answer?.followers ?? state.followers}
      signedIn={state.signedIn}
      hideCount={state.hideCount}
      size={size}
      className={className}
    />
  );
}
