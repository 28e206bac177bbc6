import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ADMIN_DJS_PAGE_SIZE, type AdminDjFilter, type AdminDjRow } from "~/core/admin/admin-djs";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, djProfiles, users } from "~server/db/schema";

const yesNo = (value: "yes" | "no" | null, column: PgColumn): SQL | undefined =>
  value === null ? undefined : value === "yes" ? sql`${column} = true` : sql`${column} = false`;

/** /admin/djs: every DJ profile (public or not), narrowed by name/slug/location and the flags, by name, paged. */
export async function listAdminDjs(
  db: Db,
  filter: AdminDjFilter,
): Promise<{ rows: AdminDjRow[]; total: number; page: number; pageCount: number }> {
  const where: (SQL | undefined)[] = [
    filter.verification ? eq(djProfiles.verificationStatus, filter.verification) : undefined,
    yesNo(filter.active, djProfiles.active),
    yesNo(filter.featured, djProfiles.homepageFeatured),
    yesNo(filter.suggested, djProfiles.isSuggested),
    yesNo(filter.booking, djProfiles.bookingEnabled),
    filter.claimed === "yes"
      ? isNotNull(djProfiles.userId)
      : filter.claimed === "no"
        ? isNull(djProfiles.userId)
        : undefined,
  ];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(djProfiles.displayName, pattern), ilike(djProfiles.slug, pattern), ilike(djProfiles.location, pattern)),
    );
  }
  const condition = and(...where.filter((w): w is SQL => Boolean(w)));
  const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(djProfiles).where(condition);
  const total = countRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_DJS_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const open = db
    .select({ djProfileId: bookingInquiries.djProfileId, n: sql<number>`count(*)::int`.as("n") })
    .from(bookingInquiries)
    .where(sql`${bookingInquiries.status} not in ('archived', 'declined', 'confirmed')`)
    .groupBy(bookingInquiries.djProfileId)
    .as("open_inquiries");
  const rows = await db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      displayName: djProfiles.displayName,
      location: djProfiles.location,
      profileImage: djProfiles.profileImage,
      verificationStatus: djProfiles.verificationStatus,
      active: djProfiles.active,
      homepageFeatured: djProfiles.homepageFeatured,
      isSuggested: djProfiles.isSuggested,
      bookingEnabled: djProfiles.bookingEnabled,
      owner: users.name,
      openInquiries: sql<number>`coalesce(${open.n}, 0)::int`,
    })
    .from(djProfiles)
    .leftJoin(users, eq(users.id, djProfiles.userId))
    .leftJoin(open, eq(open.djProfileId, djProfiles.id))
    .where(condition)
    .orderBy(asc(djProfiles.displayName), asc(djProfiles.id))
    .limit(ADMIN_DJS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_DJS_PAGE_SIZE);
  return { rows, total, page, pageCount };
}
