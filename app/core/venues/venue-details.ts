import { z } from "zod";
import { checkHttpsUrl } from "~/core/djs/social-links";
import { optionalCheckedField } from "~/core/forms/checked-field";
import { groupedInteger } from "~/core/text/english-format";
import { isPlainText, keepUnderMessage, plainTextMessage } from "~/core/text/plain-text";
import { richTextForEditing } from "~/core/text/rich-text";

/**
 * The Details tab of venue management (spec §3 Venue profile fields a manager with can_edit may
 * change), one schema for the browser (instant field errors) and the action (the real check). Slug, is_active
 * and view_count are not in it: the slug is the venue's address, deactivation has its own tab, views are counted.
 */

export const VENUE_TEXT_LIMITS = { name: 120, description: 5000, city: 80, country: 80, venueType: 40 } as const;
export const VENUE_CAPACITY_MAX = 200_000;
/** Logo and cover uploads, each; both together fit the upload body limit (MAX_UPLOAD_BODY_BYTES). */
export const MAX_VENUE_IMAGE_BYTES = 4 * 1024 * 1024;
export const VENUE_IMAGE_TOO_LARGE = "That image is too large. Upload one under 4 MB.";
/** Suggestions for the type field (stored lower case, free text allowed: venues are more varied than a list). */
export const VENUE_TYPE_SUGGESTIONS = ["club", "bar", "beach club", "warehouse", "rooftop", "lounge", "festival site"];

const text = (max: number, label: string, required = false) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
    .refine((v) => !required || v.length > 0, { error: `Enter the ${label}.` })
    .refine((v) => v.length <= max, { error: keepUnderMessage(label, max) });

const nullable = (max: number, label: string) => text(max, label).transform((v) => v || null);

export const venueDetailsSchema = z.object({
  name: text(VENUE_TEXT_LIMITS.name, "venue name", true).refine(isPlainText, {
    error: plainTextMessage("The venue name"),
  }),
  description: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length <= VENUE_TEXT_LIMITS.description, {
      error: `Keep the description under ${VENUE_TEXT_LIMITS.description} characters.`,
    }),
  city: nullable(VENUE_TEXT_LIMITS.city, "city"),
  country: nullable(VENUE_TEXT_LIMITS.country, "country"),
  venueType: nullable(VENUE_TEXT_LIMITS.venueType, "venue type").transform((v) => v?.toLowerCase() ?? null),
  capacityStanding: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const raw = (v ?? "").replace(/[\s,_]/g, "");
      if (!raw) return null;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > VENUE_CAPACITY_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `Enter a whole number of people from 1 to ${groupedInteger(VENUE_CAPACITY_MAX)}.`,
        });
        return z.NEVER;
      }
      return n;
    }),
  websiteUrl: optionalCheckedField(checkHttpsUrl),
  // A checkbox: present ("on") when ticked, absent otherwise.
  acceptsBookings: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
export type VenueDetailsInput = z.output<typeof venueDetailsSchema>;

/** The form's fields as strings, from a stored venue (what the form shows before any change). */
export function venueDetailsFormValues(venue: {
  name: string;
  description: string | null;
  city: string | null;
  country: string | null;
  venueType: string | null;
  capacityStanding: number | null;
  websiteUrl: string | null;
  acceptsBookings: boolean;
}): Record<string, string> {
  return {
    name: venue.name,
    description: richTextForEditing(venue.description),
    city: venue.city ?? "",
    country: venue.country ?? "",
    venueType: venue.venueType ?? "",
    capacityStanding: venue.capacityStanding ? String(venue.capacityStanding) : "",
    websiteUrl: venue.websiteUrl ?? "",
    acceptsBookings: venue.acceptsBookings ? "on" : "",
  };
}
