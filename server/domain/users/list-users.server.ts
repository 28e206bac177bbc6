import { desc, ilike, or, sql } from "drizzle-orm";
import { accountLevel } from "~/core/access/role-labels";
import type { AdminUserRow } from "~/core/admin/admin-users";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

export const USERS_PAGE_SIZE = 20;

/** Admin users list: search by name or email (case-insensitive), newest first, 20 per page. Admins only. */
export async function listUsers(
  db: Db,
  actor: Actor,
  options: { query?: string; page?: number },
): Promise<{ users: AdminUserRow[]; total: number; page: number; pageCount: number }> {
  if (accountLevel(await getActorRole(db, actor)) < 1) throw new AppError("forbidden", "Administrators only");
  const query = (options.query ?? "").trim().slice(0, 100);
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = query ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      blocked: users.blocked,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      roleCount: sql<number>`(select count(*)::int from user_roles ur where ur.user_id = "users"."id")`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  return { users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page, pageCount };
}
