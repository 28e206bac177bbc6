import { z } from "zod";
import { CONSENT_MESSAGES, CONSENT_VERSION } from "./consent";

/**
 * POST /api/consent: the background copy of a saved choice (spec §7 consent table calls). Strict: a body
 * with anything else, a switched-off essential, or another version is refused. Kept apart from
 * ./consent.ts so that zod stays out of the first-load bundle.
 */
export const consentCopySchema = z
  .object({
    visitorId: z.string().regex(/^visitor_[A-Za-z0-9_-]{6,64}$/, { message: "Invalid visitor id" }),
    preferences: z
      .object({
        essential: z.literal(true, { message: CONSENT_MESSAGES.essentialLocked }),
        functional: z.boolean(),
        analytics: z.boolean(),
        marketing: z.boolean(),
      })
      .strict(),
    version: z.literal(CONSENT_VERSION),
    method: z.enum(["accept_all", "reject_all", "api"]),
    expiresAt: z.iso.datetime(),
  })
  .strict();

export type ConsentCopy = z.infer<typeof consentCopySchema>;

export const CONSENT_COPY_MAX_BYTES = 1024;
