import { Heart, UserPlus } from "lucide-react";
import { useFetcher } from "react-router";
import {
  type FollowActionResult,
  type FollowIntent,
  optimisticFollowers,
  signInToFollowPath,
} from "~/core/djs/dj-follow";
import { groupedInteger } from "~/core/text/english-format";
import { ButtonLink, buttonClasses } from "./button";
import { cn } from "./cn";

export interface FollowButtonProps {
  slug: string;
  displayName: string;
  following: boolean;
  followers: number;
  signedIn: boolean;
  hideCount: boolean;
  /** The followed thing's own page (a DJ's by default; /production/{slug} for a production line): guests sign in
   * and come back there, and the form posts there unless `action` says otherwise. */
  pagePath?: string;
  /** Where the form posts: the page by default, a list (/following…) that has the shared action. */
  action?: string;
  size?: "sm" | "md";
  /** What a pressed button says: "Following" on the profile, "Unfollow" in the /following list. */
  followingLabel?: string;
  className?: string;
}

export function followerLabel(count: number): string {
  return `${groupedInteger(count)} ${count === 1 ? "follower" : "followers"}`;
}

/**
 * Follow/unfollow (a DJ, a production line) with optimistic UI: the button and the count flip as soon as it is pressed and settle on what
 * the server answers. Guests get the same button, leading to sign-in and back. Without JavaScript it is a form.
 */
export function FollowButton({
  slug,
  displayName,
  following,
  followers,
  signedIn,
  hideCount,
  pagePath,
  action,
  size = "md",
  followingLabel = "Following",
  className,
}: FollowButtonProps) {
  const page = pagePath ?? `/dj/${slug}`;
  const fetcher = useFetcher<FollowActionResult>({ key: `follow-${page}` });
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
          to={signInToFollowPath(page)}
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
    <fetcher.Form method="post" action={action ?? page} className={cn("flex items-center gap-3", className)}>
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
