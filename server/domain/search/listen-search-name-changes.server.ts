import type { Database } from "~server/db/client.server";
import { listenForNotices } from "~server/db/listen-notices.server";

/** The channel migration 0007's triggers notify, with the changed table's name as the payload. */
export const SEARCH_NAMES_CHANNEL = "booth_search_names";

export interface NameChangeHandlers {
  /** A statement changed suggested names in this table (committed). */
  onChange: (tableName: string) => void;
  /** Notices may have been missed (the listening connection broke): treat every table as changed. */
  onLost: () => void;
}

/** Listens for the name-change notices of migrations 0007–0008 (see `listenForNotices`). */
export function listenForSearchNameChanges(
  database: Database,
  handlers: NameChangeHandlers,
): Promise<() => Promise<void>> {
  return listenForNotices(database, SEARCH_NAMES_CHANNEL, { onNotice: handlers.onChange, onLost: handlers.onLost });
}
