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
