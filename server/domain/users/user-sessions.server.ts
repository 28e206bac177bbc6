import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { sessions } from "~server/db/schema";

export interface UserSessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  current: boolean;
}

/** A user's live sessions, most recently active first; `current` marks the one asking. */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<UserSessionRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  const list = rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
  // This device first, then the rest by activity.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Signs a user out everywhere except the session asking; returns how many sessions ended. */
export async function revokeOtherUserSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Signs one of the user's own sessions out (never someone else's); true when it existed. */
export async function revokeUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}
