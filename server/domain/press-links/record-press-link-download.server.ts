import type { PressDownloadFile } from "~/core/press/press-links";
import type { Db } from "~server/db/client.server";
import { bookingPressDownloads } from "~server/db/schema";

/** A file taken through an inquiry's personal link: which (as the history names it) and when. */
export async function recordPressLinkDownload(
  db: Db,
  input: { inquiryId: string; file: PressDownloadFile; label: string; now?: Date },
): Promise<void> {
  await db
    .insert(bookingPressDownloads)
    .values({ inquiryId: input.inquiryId, file: input.file, label: input.label, at: input.now ?? new Date() });
}
