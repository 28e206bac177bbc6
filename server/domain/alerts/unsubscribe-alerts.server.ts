import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { verifyUnsubscribeToken } from "./alert-tokens.server";
import { setAlertsEnabled } from "./set-alerts-enabled.server";

/**
 * One-click unsubscribe from an alert mail, without signing in: a token signed for that person turns their alerts
 * off (again and again, the same answer); a forged or malformed token changes nothing and returns false.
 */
export async function unsubscribeAlerts(db: Db, token: string, secret: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(secret, token);
  if (!userId) return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  await setAlertsEnabled(db, userId, false);
  return true;
}
