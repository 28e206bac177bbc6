import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";

export interface Actor {
  id: string;
}

/**
 * The actor's account role, read fresh from users (a blocked or missing actor counts as a plain user), so a
 * demotion or a block takes effect on the very next operation.
 */
export async function getActorRole(db: Db, actor: Actor): Promise<"user" | "admin" | "supadmin"> {
  const [row] = await db
    .select({ role: users.role, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row || row.blocked) return "user";
  return row.role === "supadmin" ? "supadmin" : row.role === "admin" ? "admin" : "user";
}
