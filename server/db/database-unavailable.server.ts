/**
 * Whether an error means "the database cannot answer now": stopped or restarting, unreachable, a
 * connection cut, no connection within the pool's wait, or a statement cancelled by statement_timeout. Such
 * failures answer 503 (try again) rather than 500 (our bug). Drizzle wraps driver errors: the causes are walked.
 */
const CODES = new Set([
  "57014", // query_canceled (statement_timeout)
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006", // connection exceptions
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
]);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /Connection terminated/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === "string" && CODES.has(e.code)) return true;
    if (typeof e.message === "string" && MESSAGES.some((m) => m.test(e.message as string))) return true;
    // AggregateError (a refused connection to each address of localhost).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
