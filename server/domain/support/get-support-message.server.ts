import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SUPPORT_NOT_FOUND } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessageEvents, supportMessages, users } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

export interface SupportThreadEntry {
  id: string;
  kind: "reply" | "status";
  fromStatus: string | null;
  toStatus: string | null;
  text: string | null;
  byName: string | null;
  createdAt: string;
}

export interface SupportMessageDetail {
  id: string;
  topic: string;
  status: string;
  message: string;
  email: string;
  pageUrl: string | null;
  /** The sender's account when they were signed in (and it still exists). */
  account: { id: string; name: string; email: string; createdAt: string } | null;
  createdAt: string;
  thread: SupportThreadEntry[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One message of the admin inbox with its sender's account and its thread, oldest entry first. */
export async function getSupportMessage(db: Db, actor: Actor, id: string): Promise<SupportMessageDetail> {
  await assertAdmin(db, actor);
  if (!UUID.test(id)) throw new AppError("not_found", SUPPORT_NOT_FOUND);
  const [row] = await db
    .select({
      message: supportMessages,
      account: { id: users.id, name: users.name, email: users.email, createdAt: users.createdAt },
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.userId))
    .where(eq(supportMessages.id, id))
    .limit(1);
  if (!row) throw new AppError("not_found", SUPPORT_NOT_FOUND);
  const by = alias(users, "by_user");
  const thread = await db
    .select({
      id: supportMessageEvents.id,
      kind: supportMessageEvents.kind,
      fromStatus: supportMessageEvents.fromStatus,
      toStatus: supportMessageEvents.toStatus,
      text: supportMessageEvents.text,
      byName: by.name,
      createdAt: supportMessageEvents.createdAt,
    })
    .from(supportMessageEvents)
    .leftJoin(by, eq(by.id, supportMessageEvents.byUserId))
    .where(eq(supportMessageEvents.messageId, id))
    .orderBy(asc(supportMessageEvents.createdAt), asc(supportMessageEvents.id));
  const m = row.message;
  return {
    id: m.id,
    topic: m.topic,
    status: m.status,
    message: m.message,
    email: m.email,
    pageUrl: m.pageUrl,
    account: row.account ? { ...row.account, createdAt: row.account.createdAt.toISOString() } : null,
    createdAt: m.createdAt.toISOString(),
    thread: thread.map((e) => ({
      ...e,
      kind: e.kind === "reply" ? "reply" : "status",
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
