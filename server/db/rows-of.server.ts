/**
 * The rows of a raw `db.execute()` result, typed by the caller (raw SQL carries no column types). The drivers answer
 * `{ rows }`; a bare array is taken as the rows themselves.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
