import { useEffect } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { cn } from "~/ui/cn";
import { FollowButton } from "~/ui/follow-button";

interface FollowState {
  slug: string;
  followers: number;
  following: boolean;
  signedIn: boolean;
  hideCount: boolean;
}

/**
 * Follow the DJ of the playing track (issue 21), on the /radio card and in the overlay. /radio comes from the
 * anonymous page cache, so the viewer's follow state is fetched in the browser whenever the DJ changes
 * (/dj/{slug}/follow-state); the button is the DJ page's own and posts to its action, after which React Router
 * reloads this fetcher by itself. Absent while sign-in is switched off, as on the DJ page.
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
  const root = useRouteLoaderData("root") as { flags?: { loginEnabled?: boolean } } | undefined;
  const enabled = root?.flags?.loginEnabled ?? true;
  const fetcher = useFetcher<FollowState>({ key: `radio-follow-state-${slug}` });
  const { load } = fetcher;
  useEffect(() => {
    if (enabled) void load(`/dj/${slug}/follow-state`);
  }, [enabled, slug, load]);
  const state = fetcher.data?.slug === slug ? fetcher.data : null;
  if (!enabled) return null;
  // The same height before the answer arrives, so the card does not jump.
  if (!state) return <div className={cn("h-9", className)} aria-hidden />;
  return (
    <FollowButton
      slug={slug}
      displayName={displayName}
      following={state.following}
      followers={state.followers}
      signedIn={state.signedIn}
      hideCount={state.hideCount}
      size={size}
      className={className}
    />
  );
}
