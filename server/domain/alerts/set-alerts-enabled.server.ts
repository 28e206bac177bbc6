import type { Db } from "~server/db/client.server";
import { userAlertSettings } from "~server/db/schema";

/**
 * Turns a person's follower alerts on or off (idempotent). Alerts already queued for someone who turns them off
 * are dropped when their digest is built; nothing new is queued for them meanwhile.
 */
export async function setAlertsEnabled(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(userAlertSettings)
    .values({ userId, alertsEnabled: enabled })
    .onConflictDoUpdate({ target: userAlertSettings.userId, set: { alertsEnabled: enabled, updatedAt: new Date() } });
}
