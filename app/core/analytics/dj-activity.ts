import { z } from "zod";
import { SOCIAL_PLATFORMS } from "~/core/djs/social-links";

/**
 * The DJ activity beacon (spec §3 "Profile view record" and "Other DJ activity records"), shared by
 * the browser (app/ui/activity-beacons.ts) and the endpoint that records it.
 */
export { DJ_ACTIVITY_PATH } from "./dj-activity-path";

/** A beacon is a few hundred bytes; anything far larger is not ours. */
export const DJ_ACTIVITY_MAX_BYTES = 4096;

/** Spec §8: the one message for a missing, non-string or malformed slug. */
export const INVALID_DJ_SLUG = "Invalid DJ slug provided";

export const DJ_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}$/;

export function isValidDjSlug(value: unknown): value is string {
  return typeof value === "string" && DJ_SLUG_PATTERN.test(value);
}

/** Social clicks name one of the profile's link platforms, or whatsapp (spec §3: lowercase). */
export const SOCIAL_CLICK_PLATFORMS: readonly string[] = [...SOCIAL_PLATFORMS.map((p) => p.platform), "whatsapp"];

const token = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v));

/** Where an event page can be shared from (app/core/djs/share-links.ts plus the system sheet and copy link). */
export const EVENT_SHARE_PLATFORMS = ["native", "copy_link", "whatsapp", "x", "facebook", "telegram"] as const;

const tabId = z
  .string()
  .regex(/^[A-Za-z0-9._-]{8,64}$/)
  .nullish()
  .transform((v) => v ?? null);

/**
 * What every page-view beacon carries (a DJ profile, an event, a venue, an article): where the visitor came from and
 * a per-tab id, which with the slug and the day forms the de-duplication key.
 */
const pageView = {
  slug: z.string(),
  referrer: optionalText(2048),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  viewId: tabId,
};

export const djActivityBeaconSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("view"), ...pageView }),
  z.object({
    kind: z.literal("social_click"),
    slug: z.string(),
    platform: token.refine((p) => SOCIAL_CLICK_PLATFORMS.includes(p)),
  }),
  z.object({ kind: z.literal("share"), slug: z.string(), platform: token }),
  z.object({ kind: z.literal("whatsapp_connect"), slug: z.string() }),
  z.object({ kind: z.literal("media_play"), slug: z.string(), mediaType: token, mediaUrl: httpUrl }),
  /** A radio listen: the seconds actually heard, at most a day (no track is longer). */
  z.object({ kind: z.literal("radio_play"), slug: z.string(), durationSeconds: z.number().int().min(0).max(86_400) }),
  /** A view of an event page: `slug` is the event_id, which is slug-shaped. */
  z.object({ kind: z.literal("event_view"), ...pageView }),
  /** A view of a venue page: `slug` is the venue's slug. */
  z.object({ kind: z.literal("venue_view"), ...pageView }),
  /** A read of a news article (for "Top articles" on /admin/analytics): `slug` is the article's slug. */
  z.object({ kind: z.literal("news_view"), ...pageView }),
  /** A click on an event page's Tickets button: `slug` is the event_id. */
  z.object({
    kind: z.literal("event_ticket_click"),
    slug: z.string(),
    referrer: optionalText(2048),
    viewId: tabId,
  }),
  /** A share of an event page from its share menu: `slug` is the event_id. */
  z.object({
    kind: z.literal("event_share"),
    slug: z.string(),
    platform: token.refine((p) => (EVENT_SHARE_PLATFORMS as readonly string[]).includes(p)),
    referrer: optionalText(2048),
    viewId: tabId,
  }),
]);

export type DjActivityBeacon = z.input<typeof djActivityBeaconSchema>;
export type ParsedDjActivity = z.output<typeof djActivityBeaconSchema>;

/** A beacon body that is not an activity (the slug has its own message). */
export const INVALID_ACTIVITY_PAYLOAD = "Invalid activity payload";

export type ParseBeaconResult =
  | { ok: true; value: ParsedDjActivity }
  | { ok: false; error: typeof INVALID_DJ_SLUG | typeof INVALID_ACTIVITY_PAYLOAD };

/** The slug is judged first, so a bad slug always gets the spec's own message. */
export function parseDjActivityBeacon(input: unknown): ParseBeaconResult {
  if (typeof input !== "object" || input === null) return { ok: false, error: INVALID_ACTIVITY_PAYLOAD };
  if (!isValidDjSlug((input as { slug?: unknown }).slug)) return { ok: false, error: INVALID_DJ_SLUG };
  const parsed = djActivityBeaconSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: INVALID_ACTIVITY_PAYLOAD };
}

/** One view per tab, DJ and clock hour (UTC): reloads don't inflate views, a later visit still counts. */
export function profileViewKey(viewId: string | null, slug: string, at: Date): string | null {
  if (!viewId) return null;
  return `${viewId}:${slug}:${at.toISOString().slice(0, 13)}`;
}

/** One event view per tab, event and day (UTC): a night out is one visit however often the flyer is opened. */
export function eventViewKey(viewId: string | null, eventId: string, at: Date): string | null {
  if (!viewId) return null;
  return `${viewId}:event:${eventId}:${at.toISOString().slice(0, 10)}`;
}

/** One venue view per tab, venue and day (UTC), like event views: a visitor counts once a day however often they look. */
export function venueViewKey(viewId: string | null, venueSlug: string, at: Date): string | null {
  if (!viewId) return null;
  return `${viewId}:venue:${venueSlug}:${at.toISOString().slice(0, 10)}`;
}

/**
 * One ticket click or share per tab, event, kind (and platform, for shares) and UTC day: a double tap or a second
 * look at the ticket shop the same night is one interest, not two.
 */
export function eventInteractionKey(
  viewId: string | null,
  eventId: string,
  kind: "ticket_click" | "share",
  platform: string | null,
  at: Date,
): string | null {
  if (!viewId) return null;
  const what = kind === "share" ? `share:${platform ?? ""}` : kind;
  return `${viewId}:event:${eventId}:${what}:${at.toISOString().slice(0, 10)}`;
}

/** One article view per tab, article and day (UTC), like venue views: a reader counts once a day however often they look. */
export function newsViewKey(viewId: string | null, articleSlug: string, at: Date): string | null {
  if (!viewId) return null;
  return `${viewId}:news:${articleSlug}:${at.toISOString().slice(0, 10)}`;
}
