/** Typed failure of a role or account-management operation; `status` is the HTTP answer an action gives. */
export type RoleErrorCode = "forbidden" | "not_found" | "invalid" | "conflict";

const STATUS: Record<RoleErrorCode, number> = { forbidden: 403, not_found: 404, invalid: 400, conflict: 409 };

export class RoleError extends Error {
  readonly code: RoleErrorCode;
  readonly status: number;
  constructor(code: RoleErrorCode, message: string) {
    super(message);
    this.name = "RoleError";
    this.code = code;
    this.status = STATUS[code];
  }
}
