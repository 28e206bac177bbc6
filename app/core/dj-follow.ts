import { z } from "zod";

/** The follow form (app/features/djs/follow-button.tsx) and its server action agree on this shape. */
export const followFormSchema = z.object({ intent: z.enum(["follow", "unfollow"]) });
export type FollowIntent = z.infer<typeof followFormSchema>["intent"];

/** Where a guest goes to sign in before following; the login screen sends them back (afterLoginPath). */
export function followSignInPath(slug: string): string {
  return `/login?redirectTo=${encodeURIComponent(`/dj/${slug}`)}`;
}

/** What the count shows while a follow/unfollow is on its way (optimistic UI). */
export function optimisticFollowers(followers: number, following: boolean, pending: FollowIntent | null): number {
  if (pending === "follow" && !following) return followers + 1;
  if (pending === "unfollow" && following) return Math.max(0, followers - 1);
  return followers;
}
