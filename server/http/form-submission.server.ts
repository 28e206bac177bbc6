/**
 * Pages take their writes as HTML forms: React Router's actions read `request.formData()`, which throws on any
 * other body (JSON, plain text, none at all) — a 500 for what is the sender's mistake. Such a request to a page
 * is answered 415 before it reaches the action; /api endpoints are Hono routes with bodies of their own.
 */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isRefusedPageBody(method: string, contentType: string | undefined): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return false;
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return !FORM_TYPES.includes(type);
}

export const PAGE_BODY_REFUSAL =
  "This address takes form submissions only (application/x-www-form-urlencoded or multipart/form-data).";

/**
 * U+0000 cannot be stored in PostgreSQL text (22021), so a form value carrying one fails inside whatever write
 * takes it — and operations that map unknown failures to 'Unknown error occurred' (spec §8) answer that as 503,
 * telling the sender to retry what can never succeed. No browser form sends one from a person's typing; such a
 * submission is refused with a 400 before its action, like `%00` in an address. File parts may hold any bytes
 * and are not inspected.
 */
export async function hasNulInFormBody(request: Request): Promise<boolean> {
  if (READ_METHODS.has(request.method.toUpperCase())) return false;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    const body = await request.clone().text();
    return body.includes("\u0000") || /%00/i.test(body);
  }
  if (type !== "multipart/form-data") return false;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return false; // a malformed body: the action's own parsing answers it
  }
  for (const [name, value] of form) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return true;
  }
  return false;
}

export const FORM_NUL_REFUSAL = "The form contains a character this site cannot read (U+0000).";
