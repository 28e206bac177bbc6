/**
 * The one failure type of the domain (and of the route helpers beside it). `code` says what kind of failure
 * it is, from a closed set that server/adapters/app-error-response.server.ts turns into an HTTP status;
 * `message` is what the person is shown (the spec's own words), so it is written for people, not logs.
 */
export const APP_ERROR_CODES = [
  "not_found",
  "forbidden",
  "conflict",
  "invalid_input",
  "too_large",
  "rate_limited",
  "unavailable",
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Finer, machine-readable causes, for the callers that act on more than the code. */
export type AppErrorReason = "unknown_flag" | "hard_wired";

export interface AppErrorOptions {
  reason?: AppErrorReason;
  /** The form field the failure is about ("image" for a photo that cannot be used), when there is one. */
  field?: string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: AppErrorReason | undefined;
  readonly field: string | undefined;
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.reason = options.reason;
    this.field = options.field;
  }
}
