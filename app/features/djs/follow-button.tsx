import { Heart, UserPlus } from "lucide-react";
import { useFetcher } from "react-router";
import { type FollowIntent, followSignInPath, optimisticFollowers } from "~/core/dj-follow";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export interface FollowButtonProps {
  slug: string;
  displayName: string;
  following: boolean;
  followers: number;
  signedIn: boolean;
  hideCount: boolean;
  /** Where the form posts: the DJ page by default, /following for the list (each has the shared action). */
  action?: string;
  size?: "sm" | "md";
  /** What a pressed button says: "Following" on the profile, "Unfollow" in the /following list. */
  followingLabel?: string;
  className?: string;
}

const numberFormat = new Intl.NumberFormat("en");

export function followerLabel(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? "follower" : "followers"}`;
}

/**
 * Follow/unfollow with optimistic UI: the button and the count flip as soon as it is pressed and settle on what
 * the server answers. Guests get the same button, leading to sign-in and back. Without JavaScript it is a form.
 */
export function FollowButton({
  slug,
  displayName,
  following,
  followers,
  signedIn,
  hideCount,
  action,
  size = "md",
  followingLabel = "Following",
  className,
}: FollowButtonProps) {
  const fetcher = useFetcher<{ ok: true; following: boolean; followers: number }>({ key: `follow-${slug}` });
  const pending = (fetcher.formData?.get("intent") as FollowIntent | null) ?? null;
  const shownFollowing = pending ? pending === "follow" : following;
  const shownFollowers = optimisticFollowers(followers, following, pending);
  const count = hideCount ? null : (
    <span className="text-sm text-muted tabular-nums" data-testid="follower-count" aria-live="polite">
      {followerLabel(shownFollowers)}
    </span>
  );

  if (!signedIn) {
    return (
      <div className={cn("flex items-center gap-3", className)}>
        <ButtonLink
          to={followSignInPath(slug)}
          variant="primary"
          size={size}
          icon={<UserPlus aria-hidden className="size-4" />}
        >
          Follow<span className="sr-only"> {displayName}</span>
        </ButtonLink>
        {count}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={action ?? `/dj/${slug}`} className={cn("flex items-center gap-3", className)}>
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value={shownFollowing ? "unfollow" : "follow"}
        aria-pressed={shownFollowing}
        className={buttonClasses(shownFollowing ? "secondary" : "primary", size, "min-w-[7.5rem]")}
      >
        {shownFollowing ? (
          <Heart aria-hidden className="size-4 fill-current text-accent-fg" />
        ) : (
          <UserPlus aria-hidden className="size-4" />
        )}
        {shownFollowing ? followingLabel : "Follow"}
        <span className="sr-only"> {displayName}</span>
      </button>
      {count}
    </fetcher.Form>
  );
}
