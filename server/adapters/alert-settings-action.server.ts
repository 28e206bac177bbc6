import type { Db } from "~server/db/client.server";
import { rotatePersonalFeed } from "~server/domain/alerts/rotate-personal-feed.server";
import { setAlertsEnabled } from "~server/domain/alerts/set-alerts-enabled.server";

/**
 * Profile settings' alert forms: `intent=alerts` with `enabled=on|off` switches the digest mails (anything but "on"
 * is off, so a tampered value can only quieten); `intent=rotate-feed` gives the personal feed a new address.
 * Returns the notice to show.
 */
export async function changeAlertSettings(
  db: Db,
  userId: string,
  secret: string,
  values: Record<string, string>,
): Promise<string> {
  if (values.intent === "rotate-feed") {
    await rotatePersonalFeed(db, userId, secret);
    return "Your calendar feed has a new address. The old one no longer works.";
  }
  const enabled = values.enabled === "on";
  await setAlertsEnabled(db, userId, enabled);
  return enabled ? "Follower alerts are on." : "Follower alerts are off.";
}
