/** Typed failure of a DJ profile, claim or upload operation; `status` is the HTTP answer an action gives. */
export type DjErrorCode = "forbidden" | "not_found" | "invalid" | "conflict" | "too_large";

const STATUS: Record<DjErrorCode, number> = {
  forbidden: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
  too_large: 413,
};

export class DjError extends Error {
  readonly code: DjErrorCode;
  readonly status: number;
  /** The form field the failure is about ("image" for a photo that cannot be used), when there is one. */
  readonly field: string | undefined;
  constructor(code: DjErrorCode, message: string, options: { field?: string } = {}) {
    super(message);
    this.name = "DjError";
    this.code = code;
    this.status = STATUS[code];
    this.field = options.field;
  }
}

/** Postgres unique violation (the same code on PGlite and PostgreSQL, possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
