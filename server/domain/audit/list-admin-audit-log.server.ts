import { and, desc, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditFilter } from "~/core/admin/admin-audit";
import type { Db } from "~server/db/client.server";
import { adminAuditLog } from "~server/db/schema";

export interface AuditRow {
  id: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** /admin/audit: newest first, narrowed by action, action group or text (actor, target), one page at a time. */
export async function listAdminAuditLog(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number; page: number; pageCount: number }> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
  else if (filter.group) where.push(like(adminAuditLog.action, `${filter.group}.%`));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(adminAuditLog.actorName, pattern), ilike(adminAuditLog.targetLabel, pattern));
    if (text) where.push(text);
  }
  const condition = where.length ? and(...where) : undefined;
  const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(condition);
  const total = countRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(condition)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      actorName: r.actorName,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      targetLabel: r.targetLabel,
      before: r.before ?? null,
      after: r.after ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
