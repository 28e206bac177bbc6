/**
 * The admin audit log: the kinds of admin action, their labels on /admin/audit, and the filter the
 * screen reads from its URL. Pure; the domain writes and reads the rows.
 */

export const ADMIN_ACTIONS = [
  "flag.change",
  "user.block",
  "user.unblock",
  "user.role",
  "role.grant",
  "role.revoke",
  "claim.review",
  "event.review",
  "event.delete",
  "venue.create",
  "venue.active",
  "venue.owner",
  "production.create",
  "production.flag",
  "production.owner",
  "news.delete",
  "news.restore",
  "news.category",
  "booking.status",
  "booking.note",
  "booking.reply",
  "booking.archive",
  "booking.place-hold",
  "booking.confirm-date",
  "booking.release-hold",
  "booking.press-link",
  "booking.press-link-revoke",
  "support.status",
  "support.reply",
  "dj.update",
  "dj.create",
  "search.alias-add",
  "search.alias-remove",
  "tracklist.import",
  "tracklist.edit",
  "tracklist.publish",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  "flag.change": "Flag changed",
  "user.block": "User blocked",
  "user.unblock": "User unblocked",
  "user.role": "Account role changed",
  "role.grant": "Role granted",
  "role.revoke": "Role revoked",
  "claim.review": "Claim reviewed",
  "event.review": "Event reviewed",
  "event.delete": "Event deleted",
  "venue.create": "Venue created",
  "venue.active": "Venue (de)activated",
  "venue.owner": "Venue owner assigned",
  "production.create": "Production line created",
  "production.flag": "Production line changed",
  "production.owner": "Production line owner assigned",
  "news.delete": "Article deleted",
  "news.restore": "Article restored",
  "news.category": "News category saved",
  "booking.status": "Booking status changed",
  "booking.note": "Booking note added",
  "booking.reply": "Booking reply sent",
  "booking.archive": "Bookings archived",
  "booking.place-hold": "Booking date held",
  "booking.confirm-date": "Booking date confirmed",
  "booking.release-hold": "Booking hold released",
  "booking.press-link": "Press kit link made",
  "booking.press-link-revoke": "Press kit link revoked",
  "support.status": "Support message status changed",
  "support.reply": "Support reply sent",
  "dj.update": "DJ profile changed",
  "dj.create": "DJ profile created",
  "search.alias-add": "Search alias added",
  "search.alias-remove": "Search alias removed",
  "tracklist.import": "Tracklist imported",
  "tracklist.edit": "Tracklist edited",
  "tracklist.publish": "Tracklist published or unpublished",
};

export function isAdminAction(value: unknown): value is AdminAction {
  return typeof value === "string" && (ADMIN_ACTIONS as readonly string[]).includes(value);
}

export function adminActionLabel(action: string): string {
  return isAdminAction(action) ? ADMIN_ACTION_LABELS[action] : action;
}

/** Filters of /admin/audit: one action kind, the group before the dot ("booking"), free text, a page. */
export interface AuditFilter {
  action: AdminAction | null;
  group: string | null;
  q: string;
  page: number;
}

export const AUDIT_GROUPS = [...new Set(ADMIN_ACTIONS.map((a) => a.split(".")[0]))];
export const AUDIT_PAGE_SIZE = 50;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const action = params.get("action");
  const group = params.get("group");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    action: isAdminAction(action) ? action : null,
    group: group && AUDIT_GROUPS.includes(group) ? group : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
  };
}

/**
 * "active: false → true, featured: true → false": what changed between before and after, for the log's rows.
 * Keys present on one side only show the missing side as "—".
 */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : String(v));
  return keys
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((k) =>
      before && k in before ? `${k}: ${show(before[k])} → ${show(after?.[k])}` : `${k}: ${show(after?.[k])}`,
    )
    .join(", ");
}
