import { z } from "zod";
import { isPlainText, plainTextMessage } from "~/core/text/plain-text";

/**
 * DJ content management at /admin/djs: the list's filters, the flags an admin changes one by one or in
 * bulk, and the "create a DJ profile" form (for "Missing DJ? let us know!" requests and zero-result searches).
 */

export const VERIFICATION_STATUSES = ["none", "mate", "verified"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The boolean columns an admin switches; the key is what forms post and the audit log records. */
export const DJ_FLAGS = ["active", "homepageFeatured", "isSuggested", "bookingEnabled"] as const;
export type DjFlag = (typeof DJ_FLAGS)[number];
export const DJ_FLAG_LABELS: Record<DjFlag, string> = {
  active: "Active",
  homepageFeatured: "Featured",
  isSuggested: "Suggested",
  bookingEnabled: "Booking",
};

type Tri = "yes" | "no" | null;
export interface AdminDjFilter {
  q: string;
  verification: VerificationStatus | null;
  active: Tri;
  featured: Tri;
  suggested: Tri;
  booking: Tri;
  claimed: Tri;
  page: number;
}
export const ADMIN_DJS_PAGE_SIZE = 30;

/** One DJ profile on /admin/djs, as the server reads it (the owner's email, open inquiries) and the table shows it. */
export interface AdminDjRow {
  id: string;
  slug: string;
  displayName: string;
  location: string | null;
  profileImage: string | null;
  verificationStatus: string;
  active: boolean;
  homepageFeatured: boolean;
  isSuggested: boolean;
  bookingEnabled: boolean;
  owner: string | null;
  openInquiries: number;
}
export const ADMIN_DJ_TRI_FILTERS = ["active", "featured", "suggested", "booking", "claimed"] as const;

const tri = (v: string | null): Tri => (v === "yes" || v === "no" ? v : null);

export function parseAdminDjFilter(params: URLSearchParams): AdminDjFilter {
  const verification = params.get("verification");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    verification: (VERIFICATION_STATUSES as readonly string[]).includes(verification ?? "")
      ? (verification as VerificationStatus)
      : null,
    active: tri(params.get("active")),
    featured: tri(params.get("featured")),
    suggested: tri(params.get("suggested")),
    booking: tri(params.get("booking")),
    claimed: tri(params.get("claimed")),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
  };
}

export function adminDjHref(filter: AdminDjFilter, change: Partial<AdminDjFilter> = {}): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.verification) params.set("verification", next.verification);
  for (const key of ADMIN_DJ_TRI_FILTERS) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

const NO_DJ_TICKED = "Tick at least one DJ.";
const DJ_NAME_MISSING = "Enter the DJ's name.";

/** One change applied to one or many profiles: a verification status, or one flag on or off. */
export const djBulkChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verification"),
    ids: z.array(z.uuid()).min(1, { error: NO_DJ_TICKED }).max(100),
    value: z.enum(VERIFICATION_STATUSES, { error: "Choose a verification status." }),
  }),
  z.object({
    intent: z.literal("flag"),
    ids: z.array(z.uuid()).min(1, { error: NO_DJ_TICKED }).max(100),
    flag: z.enum(DJ_FLAGS, { error: "Choose what to change." }),
    value: z.enum(["on", "off"]).transform((v) => v === "on"),
  }),
]);
export type DjBulkChange = z.output<typeof djBulkChangeSchema>;

export const createDjSchema = z.object({
  intent: z.literal("create"),
  displayName: z
    .string({ error: DJ_NAME_MISSING })
    .trim()
    .min(2, { error: DJ_NAME_MISSING })
    .max(80, { error: "Keep the name under 80 characters." })
    .refine(isPlainText, { error: plainTextMessage("The DJ's name") }),
  location: z
    .string()
    .trim()
    .max(100, { error: "Keep the location under 100 characters." })
    .optional()
    .transform((v) => (v ? v : null)),
  verification: z.enum(VERIFICATION_STATUSES).default("none"),
});

/** A profile is public (listed, searchable) when it is active and mate or verified (spec §3 directory rule). */
export function isPublicDj(dj: { active: boolean; verificationStatus: string }): boolean {
  return dj.active && (dj.verificationStatus === "mate" || dj.verificationStatus === "verified");
}

/** The success toast of a bulk change: "2 DJs set to verified", "1 DJ: featured off". */
export function djBulkMessage(change: DjBulkChange, count: number): string {
  const who = `${count} DJ${count === 1 ? "" : "s"}`;
  return change.intent === "verification"
    ? `${who} set to ${change.value}`
    : `${who}: ${DJ_FLAG_LABELS[change.flag].toLowerCase()} ${change.value ? "on" : "off"}`;
}
