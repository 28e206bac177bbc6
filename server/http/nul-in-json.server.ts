/**
 * A JSON body with U+0000 in a key or a string value (written `\u0000` in JSON) is the JSON twin of a NUL in a form
 * value (form-submission.server.ts): PostgreSQL text cannot hold it, so it fails inside whatever write takes it —
 * better-auth answered such a sign-up 422 after the database refused it, and logged the failure over many lines.
 * The account endpoints refuse it with a 400 before it gets there. A body that is not JSON is left to the
 * endpoint's own parsing (it answers malformed JSON itself).
 */
export async function hasNulInJsonBody(request: Request): Promise<boolean> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) return false;
  const text = await request.clone().text();
  // Neither a raw NUL nor the escape: nothing to look for (the common case costs one scan).
  if (!text.includes("\u0000") && !/\\u0000/i.test(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // A raw NUL is not valid JSON anywhere; the endpoint answers a malformed body as it does today.
    return false;
  }
  return holdsNul(value, 0);
}

/** Nesting deeper than this is not walked further (a body is at most 1 MiB; the endpoint refuses such shapes). */
const MAX_DEPTH = 64;

function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

export const JSON_NUL_REFUSAL = "The request contains a character this site cannot read (U+0000).";
