import type { AppError, AppErrorCode } from "~server/domain/app-error.server";
import { jsonResponse } from "~server/request/beacon-body.server";

/** The HTTP answer to each kind of domain failure: the one place that decides it (ARCHITECTURE §4). */
const STATUS: Record<AppErrorCode, number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid_input: 400,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** The status a route action answers a failed domain call with (the body is the action's own form result). */
export function appErrorStatus(error: AppError): number {
  return STATUS[error.code];
}

/** The /api answer to a failed domain call: `{ error: message }` with the code's status. */
export function appErrorResponse(error: AppError): Response {
  return jsonResponse({ error: error.message }, appErrorStatus(error));
}
