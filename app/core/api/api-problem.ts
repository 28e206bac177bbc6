/**
 * Errors of the public API (decision 061) as RFC 9457 problem details: a `type` that names the kind of problem (a
 * fragment of the reference page, so a reader can look it up), a short `title`, the HTTP `status` and a `detail`
 * written for the person reading it.
 */

/** Where the public API lives; v1 never breaks, it only gains (decision 061). */
export const PUBLIC_API_PREFIX = "/api/v1";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export type ApiProblemKind = "bad-request" | "not-found" | "rate-limited" | "unavailable";

export interface ApiProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
}

const KINDS: Record<ApiProblemKind, { title: string; status: number }> = {
  "bad-request": { title: "Bad request", status: 400 },
  "not-found": { title: "Not found", status: 404 },
  "rate-limited": { title: "Too many requests", status: 429 },
  unavailable: { title: "Service unavailable", status: 503 },
};

export function apiProblem(kind: ApiProblemKind, detail: string): ApiProblem {
  const { title, status } = KINDS[kind];
  return { type: `/developers#problem-${kind}`, title, status, detail };
}
