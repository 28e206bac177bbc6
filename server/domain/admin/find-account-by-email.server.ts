import { eq, sql } from "drizzle-orm";
import { noAccountMessage } from "~/core/admin/admin-venues";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The existing account an admin names as an owner, by email (any case). None is a field error on `ownerEmail`
 * that says so, thrown inside the caller's transaction so nothing of the venue or production line is stored.
 */
export async function findAccountByEmail(
  tx: Tx | Db,
  ownerEmail: string,
): Promise<{ id: string; name: string; email: string }> {
  const wanted = ownerEmail.trim().toLowerCase();
  const [account] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, wanted))
    .limit(1);
  if (!account) throw new AppError("invalid_input", noAccountMessage(wanted), { field: "ownerEmail" });
  return account;
}
