import { eq } from "drizzle-orm";
import type { ProductionFlag } from "~/core/admin/admin-venues";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { assertAdmin } from "./assert-admin.server";

/**
 * Verifies, features or (de)activates a production line from /admin/productions. Verified shows the badge,
 * featured puts the line first on /productions, inactive takes its public page down; all three are public, so
 * the change is announced.
 */
export async function setProductionLineFlag(
  db: Db,
  actor: Actor,
  input: { productionLineId: string; flag: ProductionFlag; value: boolean },
): Promise<{ name: string }> {
  await assertAdmin(db, actor);
  const [line] = await db
    .update(productionLines)
    .set({ [input.flag]: input.value })
    .where(eq(productionLines.id, input.productionLineId))
    .returning({ name: productionLines.name });
  if (!line) throw new AppError("not_found", "Production line not found");
  await publicContentChanged(db, "production_lines");
  return line;
}
