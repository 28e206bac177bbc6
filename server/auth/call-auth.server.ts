import { APIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { AUTH_MESSAGES } from "~/core/accounts/auth-messages";
import type { FormResult } from "~/core/forms/form-result";
import { type AuthLimitKind, consumeAuthLimit } from "~server/limits/rate-limit.server";
import { logger } from "~server/logger.server";
import { CLIENT_IP_HEADER } from "./auth.server";

/** The outcome of one better-auth call made from a form action. */
export interface AuthCall<T> {
  ok: boolean;
  status: number;
  code: string | null;
  message: string | null;
  data: T | null;
  setCookies: string[];
}

/**
 * Runs `auth.api.*` with `asResponse: true` and turns both shapes of failure (an error response or a
 * thrown APIError) into one result; the Set-Cookie headers are kept for the redirect that follows.
 */
export async function callAuth<T = unknown>(call: () => Promise<Response>): Promise<AuthCall<T>> {
  try {
    const response = await call();
    const setCookies = response.headers.getSetCookie();
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (response.status < 400)
      return { ok: true, status: response.status, code: null, message: null, data: body as T, setCookies };
    const failure = body as { code?: string; message?: string } | null;
    return {
      ok: false,
      status: response.status,
      code: failure?.code ?? null,
      message: failure?.message ?? null,
      data: null,
      setCookies,
    };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { code?: string; message?: string } | undefined;
      return {
        ok: false,
        status: error.statusCode,
        code: body?.code ?? null,
        message: body?.message ?? error.message,
        data: null,
        setCookies: [],
      };
    }
    throw error;
  }
}

/** The browser's headers (cookie, origin, user agent) plus the client IP that better-auth records on sessions. */
export function authHeaders(request: Request, clientIp: string | null): Headers {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  headers.set(CLIENT_IP_HEADER, clientIp ?? "");
  return headers;
}

/** A redirect that carries better-auth's cookies (new session, cleared session). */
export function redirectWithCookies(to: string, setCookies: string[]): Response {
  const response = redirect(to);
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/**
 * The same abuse limits as /api/auth/* (server/app.ts), for our own form actions. Returns the 429
 * answer to send, or null when the attempt may go ahead. `trustedDevice`: the key of a good device cookie of the
 * account (device-cookie.server.ts), whose own limit then applies instead of the account's.
 */
export async function limitAuthAttempt(
  kind: AuthLimitKind,
  clientIp: string | null,
  email?: string | null,
  values?: Record<string, string>,
  trustedDevice?: string | null,
) {
  const limit = await consumeAuthLimit(kind, clientIp, email, trustedDevice);
  if (limit.ok) return null;
  logger.warn("auth rate limit", { kind, ip: clientIp, via: "form" });
  return data<FormResult>(
    { formError: AUTH_MESSAGES.rateLimited, values },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterS) } },
  );
}
