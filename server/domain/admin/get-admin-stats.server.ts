import { sql } from "drizzle-orm";
import { accountLevel } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, productionLines, users, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

export interface AdminStats {
  usersTotal: number;
  newUsersThisWeek: number;
  blockedUsers: number;
  djs: { none: number; mate: number; verified: number; total: number };
  activeDjs: number;
  upcomingEvents: number;
  venuesTotal: number;
  venuesActive: number;
  productionLinesTotal: number;
  productionLinesActive: number;
  productionLinesVerified: number;
}

/** The admin dashboard's figures, counted in the database (one round trip per table). Admins only. */
export async function getAdminStats(db: Db, actor: Actor, now = new Date()): Promise<AdminStats> {
  if (accountLevel(await getActorRole(db, actor)) < 1) throw new AppError("forbidden", "Administrators only");
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[u], [d], [e], [v], [p]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo.toISOString()})::int`,
        blocked: sql<number>`count(*) filter (where ${users.blocked})::int`,
      })
      .from(users),
    db
      .select({
        none: sql<number>`count(*) filter (where ${djProfiles.verificationStatus} = 'none')::int`,
        mate: sql<number>`count(*) filter (where ${djProfiles.verificationStatus} = 'mate')::int`,
        verified: sql<number>`count(*) filter (where ${djProfiles.verificationStatus} = 'verified')::int`,
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${djProfiles.active} and ${djProfiles.verificationStatus} in ('mate', 'verified'))::int`,
      })
      .from(djProfiles),
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${mateEvents.eventDate} >= ${now.toISOString()} and ${mateEvents.status} = 'published')::int`,
      })
      .from(mateEvents),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${venueProfiles.isActive})::int`,
      })
      .from(venueProfiles),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${productionLines.isActive})::int`,
        verified: sql<number>`count(*) filter (where ${productionLines.isVerified})::int`,
      })
      .from(productionLines),
  ]);
  return {
    usersTotal: u.total,
    newUsersThisWeek: u.recent,
    blockedUsers: u.blocked,
    djs: { none: d.none, mate: d.mate, verified: d.verified, total: d.total },
    activeDjs: d.active,
    upcomingEvents: e.upcoming,
    venuesTotal: v.total,
    venuesActive: v.active,
    productionLinesTotal: p.total,
    productionLinesActive: p.active,
    productionLinesVerified: p.verified,
  };
}
