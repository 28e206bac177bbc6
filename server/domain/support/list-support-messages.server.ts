import { and, desc, eq, type SQL } from "drizzle-orm";
import type { SupportStatus, SupportTopic } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessages, users } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

export interface SupportMessageRow {
  id: string;
  topic: string;
  status: string;
  email: string;
  /** The first words of the message, for the list. */
  excerpt: string;
  senderName: string | null;
  createdAt: string;
}

export const SUPPORT_LIST_LIMIT = 200;

/** The admin inbox, newest first, optionally one status and one topic. */
export async function listSupportMessages(
  db: Db,
  actor: Actor,
  filters: { status: SupportStatus | null; topic: SupportTopic | null },
): Promise<SupportMessageRow[]> {
  await assertAdmin(db, actor);
  const where: SQL[] = [];
  if (filters.status) where.push(eq(supportMessages.status, filters.status));
  if (filters.topic) where.push(eq(supportMessages.topic, filters.topic));
  const rows = await db
    .select({
      id: supportMessages.id,
      topic: supportMessages.topic,
      status: supportMessages.status,
      email: supportMessages.email,
      message: supportMessages.message,
      senderName: users.name,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(SUPPORT_LIST_LIMIT);
  return rows.map(({ message, ...row }) => ({
    ...row,
    excerpt: message.length > 140 ? `${message.slice(0, 140)}…` : message,
    createdAt: row.createdAt.toISOString(),
  }));
}
