import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { RiderKind } from "~/core/press/press-kit";
import { checkRiderPdf } from "~/core/press/rider-pdf";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressRiders } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { riderKey } from "./press-storage-keys.server";

/** The name shown in the editor: the uploaded one, cut to something readable, or the kind's own. */
function cleanFileName(name: string, kind: RiderKind): string {
  const base = name
    .replace(/[^\p{L}\p{N} ._()-]/gu, "")
    .trim()
    .slice(0, 120);
  return base || `${kind}-rider.pdf`;
}

/**
 * Keeps a rider (replacing the one before) once checkRiderPdf found it a readable, unencrypted PDF with nothing
 * active in it; the old file is removed after the row points at the new one.
 */
export async function savePressRider(
  db: Db,
  storage: FileStorage,
  djProfileId: string,
  { kind, bytes, fileName }: { kind: RiderKind; bytes: Uint8Array; fileName: string },
): Promise<void> {
  const check = await checkRiderPdf(bytes);
  if (!check.ok)
    throw new AppError(check.reason === "too_large" ? "too_large" : "invalid_input", check.message, { field: "rider" });
  const key = riderKey(djProfileId, kind, `${Date.now().toString(36)}${randomBytes(6).toString("hex")}`);
  await storage.put(key, bytes, "application/pdf");
  let old: string | undefined;
  try {
    old = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ key: djPressRiders.storageKey })
        .from(djPressRiders)
        .where(and(eq(djPressRiders.djProfileId, djProfileId), eq(djPressRiders.kind, kind)))
        .for("update");
      const values = {
        storageKey: key,
        fileName: cleanFileName(fileName, kind),
        bytes: bytes.byteLength,
        uploadedAt: new Date(),
      };
      await tx
        .insert(djPressRiders)
        .values({ djProfileId, kind, ...values })
        .onConflictDoUpdate({ target: [djPressRiders.djProfileId, djPressRiders.kind], set: values });
      return before?.key;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await publicContentChanged(db, "press-kits");
  if (old) await storage.delete(old).catch((error) => logger.warn("old rider not removed", { key: old, error }));
}
