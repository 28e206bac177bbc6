import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import { groupedInteger } from "~/core/text/english-format";
import { isPlainText, plainTextMessage, tooLongMessage } from "~/core/text/plain-text";

/**
 * The admin screens for venues and production lines: what their forms post, the list filters
 * they read from the URL (so every view is a plain link), and the lines they show. One schema per form, used by
 * the browser (instant field errors) and the action (the check that counts).
 */

export const ADMIN_VENUE_FILTERS = ["all", "active", "deactivated"] as const;
export type AdminVenueFilter = (typeof ADMIN_VENUE_FILTERS)[number];
export const ADMIN_PRODUCTION_FILTERS = ["all", "active", "inactive"] as const;
export type AdminProductionFilter = (typeof ADMIN_PRODUCTION_FILTERS)[number];

/** Rows per admin list page: dense, but one query and one render. */
export const ADMIN_LIST_LIMIT = 200;
const QUERY_MAX = 100;

export const ADMIN_FILTER_LABELS: Readonly<Record<AdminVenueFilter | AdminProductionFilter, string>> = {
  all: "All",
  active: "Active",
  deactivated: "Deactivated",
  inactive: "Inactive",
};

function pick<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.includes(value as T) ? (value as T) : allowed[0];
}

/** ?status=…&q=… of /admin/venues and /admin/productions; anything unknown is "all", the query is trimmed and capped. */
export function parseAdminListParams<T extends string>(
  params: URLSearchParams,
  filters: readonly T[],
): { status: T; q: string } {
  return {
    status: pick(filters, params.get("status")),
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX),
  };
}

/** The link of one filter pill, keeping the search ("?" for the plain list, so the link still navigates). */
export function adminListHref(status: string, q: string): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (q) params.set("q", q);
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** "12 venues", "1 production line · inactive matching “vault”": the line above a list, read out when it changes. */
export function adminListSummary(count: number, noun: [string, string], status: string, q: string): string {
  return [
    `${groupedInteger(count)} ${count === 1 ? noun[0] : noun[1]}`,
    status !== "all" ? ` · ${ADMIN_FILTER_LABELS[status as AdminVenueFilter]?.toLowerCase() ?? status}` : "",
    q ? ` matching “${q}”` : "",
  ].join("");
}

const email = emailAddressSchema("Enter the owner's email address");
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((v) => v || null);

export const VENUE_NAME_MAX = 120;
export const VENUE_DESCRIPTION_MAX = 5_000;
export const VENUE_CAPACITY_MAX = 200_000;

/** /admin/venues/create: the venue and its first owner (an existing account, by email). */
export const adminVenueCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter the venue's name")
    .max(VENUE_NAME_MAX, tooLongMessage("The name", VENUE_NAME_MAX))
    .refine(isPlainText, plainTextMessage("The name")),
  city: optionalText(80, "The city"),
  country: optionalText(80, "The country"),
  venueType: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, "The venue type is too long (at most 40 characters)")
    .optional()
    .transform((v) => v || null),
  capacityStanding: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{1,6}$/.test(v), "Enter the standing capacity as a whole number")
    .transform((v) => (v ? Number(v) : null))
    .refine(
      (v) => v === null || (v >= 1 && v <= VENUE_CAPACITY_MAX),
      `Capacity is between 1 and ${VENUE_CAPACITY_MAX}`,
    ),
  description: optionalText(VENUE_DESCRIPTION_MAX, "The description"),
  ownerEmail: email,
});
export type AdminVenueCreateInput = z.output<typeof adminVenueCreateSchema>;

export const PRODUCTION_NAME_MAX = 120;
export const PRODUCTION_DESCRIPTION_MAX = 5_000;
/** What a production line's URL may be (/production/{slug}): the slug rule's own alphabet. */
export const PRODUCTION_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** /admin/productions/create: the production line and its first owner (production_line_owner). */
export const adminProductionCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter the production line's name")
    .max(PRODUCTION_NAME_MAX, tooLongMessage("The name", PRODUCTION_NAME_MAX))
    .refine(isPlainText, plainTextMessage("The name")),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine(
      (v) => !v || PRODUCTION_SLUG_PATTERN.test(v),
      "Use lower-case letters, digits and hyphens (at most 60), or leave it empty",
    )
    .transform((v) => v || null),
  description: optionalText(PRODUCTION_DESCRIPTION_MAX, "The description"),
  ownerEmail: email,
});
export type AdminProductionCreateInput = z.output<typeof adminProductionCreateSchema>;

const id = z.string().uuid();
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** The list actions of /admin/venues (each a small confirmed form). */
export const adminVenueIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("deactivate"), venueId: id }),
  z.object({ intent: z.literal("reactivate"), venueId: id }),
  z.object({ intent: z.literal("assign-owner"), venueId: id, ownerEmail: email }),
]);

export const PRODUCTION_FLAGS = ["isVerified", "isFeatured", "isActive"] as const;
export type ProductionFlag = (typeof PRODUCTION_FLAGS)[number];

/** The list actions of /admin/productions: switch one of verified, featured, active. */
export const adminProductionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-flag"), productionLineId: id, flag: z.enum(PRODUCTION_FLAGS), value: flag }),
  z.object({ intent: z.literal("assign-owner"), productionLineId: id, ownerEmail: email }),
]);

/** The toast after a production flag was switched ("Night Shift is verified", "… is no longer featured"). */
export function productionFlagNotice(name: string, flagName: ProductionFlag, value: boolean): string {
  const word = { isVerified: "verified", isFeatured: "featured", isActive: "active" }[flagName];
  return value ? `${name} is ${word}` : `${name} is no longer ${word}`;
}

/** The refusal of an owner email that matches no account (nothing is stored). */
export function noAccountMessage(ownerEmail: string): string {
  return `No account uses ${ownerEmail.trim().toLowerCase()}. The owner must sign up first.`;
}

export interface AdminVenueRow {
  id: string;
  slug: string | null;
  name: string;
  city: string | null;
  country: string | null;
  venueType: string | null;
  capacityStanding: number | null;
  isActive: boolean;
  viewCount: number;
  createdAt: string;
  /** Active owners, primary first. */
  owners: { name: string; email: string }[];
  /** Active staff of every role (owners included). */
  staffCount: number;
}

export interface AdminProductionRow {
  id: string;
  slug: string;
  name: string;
  isVerified: boolean;
  isFeatured: boolean;
  isActive: boolean;
  eventCount: number;
  followerCount: number;
  createdAt: string;
  /** Production line owners and producers (user_roles), owners first. */
  owners: { name: string; email: string; roleType: string }[];
}
