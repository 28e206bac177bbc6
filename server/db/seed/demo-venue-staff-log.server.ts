import { eq, inArray } from "drizzle-orm";
import { defaultVenuePermissions, VENUE_PERMISSION_KEYS } from "~/core/access/venue-permissions";
import type { Db } from "~server/db/client.server";
import { users, venueStaffLog } from "~server/db/schema";

/**
 * A few days of staff history for the demo venue, so its owners' Staff tab shows a living log: the staff arriving
 * through invitations, a role change, and the pending invitation being sent. Only when the venue has no log yet, so
 * a re-seed adds nothing and real changes are never mixed with made-up ones.
 */
export async function seedDemoVenueStaffLog(
  db: Db,
  venueId: string,
  people: { owner: string; manager: string; agent: string; promoter: string },
  pendingInvite: { email: string; role: string },
): Promise<void> {
  const [any] = await db.select({ id: venueStaffLog.id }).from(venueStaffLog).where(eq(venueStaffLog.venueId, venueId));
  if (any) return;
  const named = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, Object.values(people)));
  const name = (id: string) => named.find((u) => u.id === id)?.name ?? null;
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  const byOwner = { venueId, actorId: people.owner, actorName: name(people.owner) };
  const joined = (userId: string, role: string, hoursAgo: number) => ({
    venueId,
    actorId: userId,
    actorName: name(userId),
    action: "accept",
    targetUserId: userId,
    targetLabel: name(userId),
    detail: { role },
    createdAt: at(hoursAgo),
  });
  const promoter = defaultVenuePermissions("promoter");
  await db.insert(venueStaffLog).values([
    { ...byOwner, action: "invite", targetLabel: "manager@booth.test", detail: { role: "manager" }, createdAt: at(74) },
    joined(people.manager, "manager", 73),
    {
      ...byOwner,
      action: "invite",
      targetLabel: "agent@booth.test",
      detail: { role: "booking_agent" },
      createdAt: at(72),
    },
    joined(people.agent, "booking_agent", 70),
    {
      ...byOwner,
      action: "invite",
      targetLabel: "promoter@booth.test",
      detail: { role: "manager" },
      createdAt: at(69),
    },
    joined(people.promoter, "manager", 50),
    {
      ...byOwner,
      action: "role",
      targetUserId: people.promoter,
      targetLabel: name(people.promoter),
      detail: { from: "manager", to: "promoter" },
      createdAt: at(49),
    },
    {
      ...byOwner,
      action: "permissions",
      targetUserId: people.promoter,
      targetLabel: name(people.promoter),
      detail: { granted: VENUE_PERMISSION_KEYS.filter((k) => promoter[k]), withdrawn: [] },
      createdAt: at(48),
    },
    {
      ...byOwner,
      action: "invite",
      targetLabel: pendingInvite.email,
      detail: { role: pendingInvite.role },
      createdAt: at(2),
    },
  ]);
}
