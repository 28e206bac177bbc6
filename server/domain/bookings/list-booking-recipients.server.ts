import type { Db } from "~server/db/client.server";
import { listDjManagerEmails } from "~server/domain/djs/list-dj-manager-emails.server";

/**
 * Who hears about a booking inquiry: the DJ's managers (dj_manager roles on the profile), the profile's
 * owner (dj_profiles.user_id) and the site's administrators. Blocked accounts are left out; each address once.
 */
export function listBookingRecipients(db: Db, djProfileId: string): Promise<string[]> {
  return listDjManagerEmails(db, djProfileId, { withAdmins: true });
}
