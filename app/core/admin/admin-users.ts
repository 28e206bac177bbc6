import { z } from "zod";
import { ACCOUNT_ROLES, type AccountRole, ROLE_TYPES } from "~/core/access/role-labels";

/**
 * The admin users page (/admin/users): what its forms post and the texts it builds from the list. Each card
 * posts one intent; the action parses it here and answers with an ActionResult that becomes a toast.
 */
export const adminUserIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("block"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("unblock"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("set-role"), userId: z.string().min(1), role: z.enum(ACCOUNT_ROLES as [AccountRole]) }),
  z.object({
    intent: z.literal("grant"),
    userId: z.string().min(1),
    roleType: z.enum(ROLE_TYPES),
    resource: z.string().trim().max(200).optional().default(""),
  }),
  z.object({
    intent: z.literal("revoke"),
    userId: z.string().min(1),
    roleType: z.enum(ROLE_TYPES),
    resourceId: z.string().optional(),
  }),
]);

/** A row of the admin users list (listUsers). */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  blocked: boolean;
  emailVerified: boolean;
  createdAt: string;
  roleCount: number;
}

/** users.role as the page names it (the database allows only these three). */
export const ACCOUNT_ROLE_LABELS: Readonly<Record<AccountRole, string>> = {
  user: "User",
  admin: "Administrator",
  supadmin: "Super Administrator",
};

export function accountRoleLabel(role: string): string {
  return ACCOUNT_ROLE_LABELS[role as AccountRole] ?? role;
}

/** The line above the list: how many users (match), and which page. */
export function adminUsersSummary({
  total,
  query,
  page,
  pageCount,
}: {
  total: number;
  query: string;
  page: number;
  pageCount: number;
}): string {
  if (total === 0) return query ? `No users match “${query}”.` : "No users yet.";
  return `${total} user${total === 1 ? "" : "s"}${query ? ` matching “${query}”` : ""} · page ${page} of ${pageCount}`;
}

export function adminUsersPageHref(query: string, page: number): string {
  return `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(page) })}`;
}

/** The toast after a block or unblock; a block signs the user out everywhere, and says of how many sessions. */
export function blockedUserNotice(blocked: boolean, sessionsRevoked: number): string {
  if (!blocked) return "User unblocked";
  return `User blocked and signed out${sessionsRevoked ? ` of ${sessionsRevoked} session${sessionsRevoked === 1 ? "" : "s"}` : ""}`;
}

/** "DJ Manager for Nadia Voss", or just the label for a site-wide role. */
export function roleOnResource(role: { label: string; resourceName: string | null }): string {
  return `${role.label}${role.resourceName ? ` for ${role.resourceName}` : ""}`;
}
