import type { Db } from "~server/db/client.server";
import { hasAdminAccount } from "~server/domain/users/has-admin-account.server";
import { logger } from "~server/logger.server";

/**
 * What a start with no admin account says, so a fresh install is not left without a way into /admin: the
 * operator CLI (which on PGlite needs the server stopped, since it takes the data-directory lock), or
 * ADMIN_EMAILS, whose addresses become admins when their account is created. null when an admin exists.
 */
export async function firstAdminNotice(
  db: Db,
  config: { adminEmails: readonly string[]; publicUrl: string; databaseUrl?: string },
): Promise<string | null> {
  if (await hasAdminAccount(db)) return null;
  const cli = `npm run cli -- admin:create --email you@example.com --password '<a long passphrase>'`;
  const stopFirst = config.databaseUrl
    ? ""
    : " (stop Booth first: on the embedded database the CLI needs the data directory to itself)";
  if (config.adminEmails.length > 0) {
    return `No admin account yet. Sign up at ${config.publicUrl}/signup with ${config.adminEmails.join(" or ")} (ADMIN_EMAILS) to become one, or run \`${cli}\`${stopFirst}.`;
  }
  return `No admin account yet, and ADMIN_EMAILS is empty. To get one, run \`${cli}\`${stopFirst}, or set ADMIN_EMAILS=you@example.com and sign up with that address.`;
}

/** Logs firstAdminNotice as a warning; a failed check never stops a start. */
export async function logFirstAdminNotice(
  db: Db,
  config: { adminEmails: readonly string[]; publicUrl: string; databaseUrl?: string },
): Promise<void> {
  try {
    const notice = await firstAdminNotice(db, config);
    if (notice) logger.warn(notice);
  } catch (error) {
    logger.warn("could not check for an admin account", { error });
  }
}
