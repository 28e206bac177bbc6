import { z } from "zod";
import { DJ_SLUG_PATTERN } from "~/core/analytics/dj-activity";
import { radioProviderFor } from "./radio-widgets";

/** Spec §3: a radio track's name has the form 'Artist - Title'. */
export const RADIO_NAME_MESSAGE = "Name the track as 'Artist - Title'";
export const RADIO_LINK_MESSAGE = "Paste a SoundCloud, Mixcloud or YouTube track link";
export const RADIO_NAME_MAX = 200;
export const RADIO_NAME_TOO_LONG_MESSAGE = `Keep the track's name under ${RADIO_NAME_MAX} characters`;

/**
 * The admin radio screen's one form schema, shared by the page and its action: add a track, move one up
 * or down, remove one.
 */
export const radioTrackIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    name: z
      .string()
      .trim()
      .max(RADIO_NAME_MAX, RADIO_NAME_TOO_LONG_MESSAGE)
      .refine((v) => /^\S.*\s-\s.*\S$/.test(v), RADIO_NAME_MESSAGE),
    link: z
      .string()
      .trim()
      .max(2048)
      .refine((v) => radioProviderFor(v) !== null, RADIO_LINK_MESSAGE),
    artistSlug: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || DJ_SLUG_PATTERN.test(v), "Use the DJ's profile address, like nova-reyes")
      .transform((v) => (v === "" ? null : v)),
  }),
  z.object({ intent: z.literal("move"), trackId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("remove"), trackId: z.uuid() }),
]);

export type RadioTrackIntent = z.output<typeof radioTrackIntentSchema>;
