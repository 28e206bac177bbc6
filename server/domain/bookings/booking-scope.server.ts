import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { bookingInquiries } from "~server/db/schema";

/**
 * Whose inquiries a screen may see: an administrator every inquiry; a DJ's managers only those sent to the DJs
 * they manage (listManagedDjIds); a venue's staff only those sent to that venue. Another DJ's or venue's inquiry is
 * then the same not_found as an unknown id (IDOR).
 */
export type BookingScope =
  | { kind: "admin" }
  | { kind: "dj-managers"; djProfileIds: readonly string[] }
  | { kind: "venue"; venueId: string };

export function bookingScopeCondition(scope: BookingScope): SQL | undefined {
  if (scope.kind === "admin") return undefined;
  if (scope.kind === "venue") return eq(bookingInquiries.venueId, scope.venueId);
  if (scope.djProfileIds.length === 0) return sql`false`;
  return scope.djProfileIds.length === 1
    ? eq(bookingInquiries.djProfileId, scope.djProfileIds[0])
    : inArray(bookingInquiries.djProfileId, [...scope.djProfileIds]);
}
