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
