import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { assertAdmin } from "./assert-admin.server";
import { findAccountByEmail } from "./find-account-by-email.server";
import { grantProductionLineOwner } from "./grant-production-line-owner.server";

/** An administrator makes an existing account an owner of an existing production line (production_line_owner). */
export async function assignProductionLineOwner(
  db: Db,
  actor: Actor,
  input: { productionLineId: string; ownerEmail: string },
): Promise<{ lineName: string; owner: { id: string; name: string; email: string } }> {
  await assertAdmin(db, actor);
  const result = await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: productionLines.id, name: productionLines.name })
      .from(productionLines)
      .where(eq(productionLines.id, input.productionLineId));
    if (!line) throw new AppError("not_found", "Production line not found");
    const owner = await findAccountByEmail(tx, input.ownerEmail);
    const granted = await grantProductionLineOwner(tx, {
      productionLineId: line.id,
      userId: owner.id,
      grantedBy: actor.id,
    });
    if (!granted) throw new AppError("conflict", `${owner.email} already owns ${line.name}`, { field: "ownerEmail" });
    return { lineName: line.name, owner };
  });
  // Nothing an anonymous page shows changes (owners are not on public pages), so nothing to announce.
  return result;
}
