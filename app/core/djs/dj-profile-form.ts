import { z } from "zod";
import { depositAmountField, depositFieldValue } from "~/core/booking/booking-deposit";
import { isValidTimeZone } from "~/core/events/events";
import { optionalCheckedField } from "~/core/forms/checked-field";
import { isPlainText, keepUnderMessage, plainTextMessage } from "~/core/text/plain-text";
import { richTextForEditing } from "~/core/text/rich-text";
import { DJ_THEMES } from "./dj-themes";
import { checkHttpsUrl, checkSocialLink, checkWhatsappNumber, SOCIAL_PLATFORMS, type SocialKey } from "./social-links";

/**
 * The DJ profile editor's form (spec §3 fields a manager may change), shared by the browser (instant
 * field errors) and the action (the real check). Slug, verification_status, active, homepage_featured
 * and is_suggested are not in it: owners cannot change them.
 */

export const DJ_TEXT_LIMITS = {
  displayName: 80,
  realName: 80,
  bio: 5000,
  location: 120,
  agency: 120,
  genre: 40,
  genres: 8,
  role: 40,
  roles: 6,
  videos: 6,
} as const;

export const IMAGE_POSITIONS = ["center", "top", "bottom", "left", "right"] as const;
export const IMAGE_POSITION_LABELS: Record<(typeof IMAGE_POSITIONS)[number], string> = {
  center: "Centre",
  top: "Top",
  bottom: "Bottom",
  left: "Left",
  right: "Right",
};

const optionalText = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= max, { error: keepUnderMessage(label, max) })
    .transform((v) => v || null);

/** A comma-separated list ("Techno, House") → trimmed, de-duplicated entries. */
const list = (maxItems: number, maxLength: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? "")
          .split(/[,\n]/)
          .map((s) => s.trim().replace(/\s+/g, " "))
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= maxItems, { error: `Add at most ${maxItems} ${label}.` })
    .refine((items) => items.every((s) => s.length <= maxLength), {
      error: `Keep each of the ${label} under ${maxLength} characters.`,
    });

const httpsUrl = optionalCheckedField(checkHttpsUrl);

const socialField = (key: SocialKey) => optionalCheckedField((raw) => checkSocialLink(key, raw));

const socials = Object.fromEntries(SOCIAL_PLATFORMS.map(({ key }) => [key, socialField(key)])) as {
  [K in SocialKey]: ReturnType<typeof socialField>;
};

const themeIds = DJ_THEMES.map((t) => t.id);

const DJ_NAME_MISSING = "Enter your DJ name.";

export const djProfileFormSchema = z.object({
  displayName: z
    .string({ error: DJ_NAME_MISSING })
    .trim()
    .min(1, { error: DJ_NAME_MISSING })
    .max(DJ_TEXT_LIMITS.displayName, { error: `Keep the DJ name under ${DJ_TEXT_LIMITS.displayName} characters.` })
    .refine(isPlainText, { error: plainTextMessage("The DJ name") }),
  realName: optionalText(DJ_TEXT_LIMITS.realName, "real name"),
  bio: optionalText(DJ_TEXT_LIMITS.bio, "bio"),
  location: optionalText(DJ_TEXT_LIMITS.location, "location"),
  agency: optionalText(DJ_TEXT_LIMITS.agency, "agency"),
  // The zone the DJ's calendar days are in; empty = the zone of the location's country (djTimeZone).
  timeZone: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || isValidTimeZone(v), { error: "Choose a time zone from the list." })
    .transform((v) => v || null),
  genres: list(DJ_TEXT_LIMITS.genres, DJ_TEXT_LIMITS.genre, "genres"),
  // Spec §3: roles default to one DJ role.
  roles: list(DJ_TEXT_LIMITS.roles, DJ_TEXT_LIMITS.role, "roles").transform((items) => (items.length ? items : ["DJ"])),
  featuredTrack: httpsUrl,
  featuredVideos: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const lines = (v ?? "")
        .split(/\s*\n\s*/)
        .map((s) => s.trim())
        .filter(Boolean);
      if (lines.length > DJ_TEXT_LIMITS.videos) {
        ctx.addIssue({ code: "custom", message: `Add at most ${DJ_TEXT_LIMITS.videos} videos.` });
        return z.NEVER;
      }
      const out: string[] = [];
      for (const line of lines) {
        const check = checkHttpsUrl(line);
        if (!check.ok) {
          ctx.addIssue({ code: "custom", message: `${check.error} (one video link per line)` });
          return z.NEVER;
        }
        if (!out.includes(check.value)) out.push(check.value);
      }
      return out;
    }),
  themeId: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || themeIds.includes(v), { error: "Choose one of the themes." })
    .transform((v) => v || null),
  imagePosition: z
    .string()
    .optional()
    .transform((v) => v || "center")
    .pipe(z.enum(IMAGE_POSITIONS, { error: "Choose how the photo is framed." })),
  bookingEnabled: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v === "on" || v === "true" || v === "1"),
  // The deposit (US dollars) asked with each booking inquiry, paid with PayPal; empty = none.
  bookingDeposit: depositAmountField,
  ...socials,
  whatsapp: optionalCheckedField(checkWhatsappNumber),
});

export type DjProfileForm = z.output<typeof djProfileFormSchema>;

/** The stored profile fields the editor shows (a dj_profiles row has them all). */
export type DjProfileFormSource = {
  displayName: string;
  realName: string | null;
  bio: string | null;
  location: string | null;
  agency: string | null;
  timeZone: string | null;
  genres: string[];
  roles: string[];
  featuredTrack: string | null;
  featuredVideos: string[];
  themeId: string | null;
  imagePosition: string;
  bookingEnabled: boolean;
  bookingDepositCents: number | null;
  whatsapp: string | null;
} & Record<SocialKey, string | null>;

/** The stored profile in the form's string shape: lists joined as the DJ types them, a checkbox as "on". */
export function djProfileFormValues(dj: DjProfileFormSource): Record<string, string> {
  const values: Record<string, string> = {
    displayName: dj.displayName,
    realName: dj.realName ?? "",
    bio: richTextForEditing(dj.bio),
    location: dj.location ?? "",
    agency: dj.agency ?? "",
    timeZone: dj.timeZone ?? "",
    genres: dj.genres.join(", "),
    roles: dj.roles.join(", "),
    featuredTrack: dj.featuredTrack ?? "",
    featuredVideos: dj.featuredVideos.join("\n"),
    themeId: dj.themeId ?? "",
    imagePosition: dj.imagePosition,
    bookingEnabled: dj.bookingEnabled ? "on" : "",
    bookingDeposit: depositFieldValue(dj.bookingDepositCents),
    whatsapp: dj.whatsapp ?? "",
  };
  for (const { key } of SOCIAL_PLATFORMS) values[key] = dj[key] ?? "";
  return values;
}

/** The toast after a save: the photo is named when one was saved with the fields. */
export function djProfileSavedNotice(withPhoto: boolean): string {
  return withPhoto ? "Profile and photo saved. The changes are live." : "Profile saved. The changes are live.";
}
