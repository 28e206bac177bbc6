import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, djProfileClaims, mateEvents, searchAnalytics, users } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

export interface AdminAttention {
  pendingClaims: number;
  pendingEvents: number;
  newInquiries: number;
  /** Distinct queries that found nothing in the last 7 days. */
  zeroResultQueries: number;
  /** The five newest accounts. */
  recentSignups: { id: string; name: string; email: string; createdAt: string }[];
}

const WEEK = 7 * 86_400_000;

/** What waits for an administrator on /admin/dashboard: each count links to the screen that settles it. */
export async function getAdminAttention(db: Db, actor: Actor, now = new Date()): Promise<AdminAttention> {
  await assertAdmin(db, actor);
  const weekAgo = new Date(now.getTime() - WEEK);
  const count = sql<number>`count(*)::int`;
  const [[claims], [events], [inquiries], [zero], signups] = await Promise.all([
    db.select({ n: count }).from(djProfileClaims).where(eq(djProfileClaims.status, "pending")),
    db.select({ n: count }).from(mateEvents).where(eq(mateEvents.status, "pending")),
    db.select({ n: count }).from(bookingInquiries).where(eq(bookingInquiries.status, "new")),
    db
      .select({ n: sql<number>`count(distinct lower(btrim(${searchAnalytics.query})))::int` })
      .from(searchAnalytics)
      .where(
        and(
          gte(searchAnalytics.createdAt, weekAgo),
          eq(searchAnalytics.resultCount, 0),
          isNull(searchAnalytics.clickedResultId),
        ),
      ),
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(5),
  ]);
  return {
    pendingClaims: claims?.n ?? 0,
    pendingEvents: events?.n ?? 0,
    newInquiries: inquiries?.n ?? 0,
    zeroResultQueries: zero?.n ?? 0,
    recentSignups: signups.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}
