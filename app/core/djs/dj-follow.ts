/**
 * The follow form (app/features/djs/follow-button.tsx) and its server action agree on this shape. A plain
 * parser rather than a zod schema: this module ships with every DJ page, and zod would add ~23 KB gzip.
 */
export type FollowIntent = "follow" | "unfollow";

/** What a follow or unfollow answers (the DJ and production follow actions; read by the follow buttons). */
export type FollowActionResult = { ok: true; slug: string; following: boolean; followers: number };

export function parseFollowIntent(value: unknown): FollowIntent | null {
  return value === "follow" || value === "unfollow" ? value : null;
}

/** Where a guest goes to sign in before following; the login screen sends them back (afterLoginPath). */
export function followSignInPath(slug: string): string {
  return signInToFollowPath(`/dj/${slug}`);
}

/** The same for anything followable (a DJ, a production line): sign in, then back to the page it is followed on. */
export function signInToFollowPath(pagePath: string): string {
  return `/login?redirectTo=${encodeURIComponent(pagePath)}`;
}

/** What the count shows while a follow/unfollow is on its way (optimistic UI). */
export function optimisticFollowers(followers: number, following: boolean, pending: FollowIntent | null): number {
  if (pending === "follow" && !following) return followers + 1;
  if (pending === "unfollow" && following) return Math.max(0, followers - 1);
  return followers;
}
