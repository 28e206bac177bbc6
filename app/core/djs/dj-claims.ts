import { z } from "zod";
import { checkHttpsUrl } from "./social-links";

/** The claim form (shared by /claim-dj-profile and its action): which profile, why it is yours, and a link you control. */
export const CLAIM_MESSAGE_MIN = 20;
export const CLAIM_MESSAGE_MAX = 1000;

export const claimFormSchema = z.object({
  djProfileId: z.uuid({ error: "Choose the DJ profile you want to claim." }),
  message: z
    .string({ error: "Tell us why this profile is yours." })
    .trim()
    .min(CLAIM_MESSAGE_MIN, { error: `Tell us a little more (at least ${CLAIM_MESSAGE_MIN} characters).` })
    .max(CLAIM_MESSAGE_MAX, { error: `Keep the message under ${CLAIM_MESSAGE_MAX} characters.` }),
  evidenceUrl: z
    .string({ error: "Add a link you control." })
    .trim()
    .min(1, { error: "Add a link you control, like your Instagram or website." })
    .transform((v, ctx) => {
      const check = checkHttpsUrl(v);
      if (check.ok) return check.value;
      ctx.addIssue({ code: "custom", message: check.error });
      return z.NEVER;
    }),
});

export type ClaimForm = z.output<typeof claimFormSchema>;

export const CLAIM_STATUS_LABELS = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Not approved",
} as const;
export type ClaimStatus = keyof typeof CLAIM_STATUS_LABELS;

/** A claim waiting in the admin queue (listPendingClaims), with who is asking and the profile they ask for. */
export interface PendingClaim {
  id: string;
  createdAt: string;
  message: string | null;
  evidenceUrl: string | null;
  claimant: { id: string; name: string; email: string; emailVerified: boolean; memberSince: string };
  dj: {
    id: string;
    slug: string;
    displayName: string;
    verificationStatus: string;
    profileImage: string | null;
    ownerId: string | null;
  };
  /** Other pending claims on the same profile (an approval rejects them). */
  competing: number;
}

/** An admin's decision on a claim (the approve and reject forms of /admin/claims). */
export const claimReviewSchema = z.object({ claimId: z.uuid(), intent: z.enum(["approve", "reject"]) });

/** The toast after a review; an approval also rejects the other pending claims on the profile, and says so. */
export function claimReviewedNotice(review: {
  decision: "approved" | "rejected";
  claimant: { name: string; email: string };
  dj: { displayName: string };
  alsoRejected: readonly unknown[];
}): string {
  if (review.decision !== "approved") return `Claim on ${review.dj.displayName} rejected`;
  const who = review.claimant.name || review.claimant.email;
  const others = review.alsoRejected.length;
  return `${who} now manages ${review.dj.displayName}${others ? ` (${others} other claim${others === 1 ? "" : "s"} rejected)` : ""}`;
}

/** /claim-dj-profile with the search kept and, when one is chosen, the profile to claim. */
export function claimPageHref(query: string, djSlug?: string): string {
  const params = new URLSearchParams({ ...(query ? { q: query } : {}), ...(djSlug ? { dj: djSlug } : {}) });
  const search = params.toString();
  return search ? `/claim-dj-profile?${search}` : "/claim-dj-profile";
}

/** The line above the claimable profiles: how many match the search, or why there are none. */
export function claimableDjsSummary(count: number, query: string): string {
  if (count === 0)
    return query ? `No unclaimed profile matches “${query}”.` : "Every public profile has an owner right now.";
  return query
    ? `${count} unclaimed profile${count === 1 ? "" : "s"} matching “${query}”`
    : "Unclaimed profiles — search for your name to narrow the list.";
}

/** When a claim was sent, in UTC so the server's and the browser's rendering agree. */
export function formatClaimDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
