import { createContext, RouterContextProvider } from "react-router";
import type { Viewer } from "~/core/access/viewer";
import type { Flags } from "~/core/site/flags";
import type { Auth } from "./auth/auth.server";
import type { AppConfig } from "./config.server";
import type { Database } from "./db/client.server";
import type { SearchIndex } from "./domain/search/search-index.server";
import type { Mailer } from "./mail/mailer.server";

/** Everything a loader or action may use, built once per request by server/app.ts. */
export interface RequestContext {
  config: AppConfig;
  database: Database;
  flags: Flags;
  requestId: string;
  /** Per-request CSP nonce, handed to React Router's inline scripts. */
  nonce: string;
  clientIp: string | null;
  auth: Auth;
  mailer: Mailer;
  /** Who is asking, from the session cookie (guest without one). */
  viewer: Viewer;
  userId: string | null;
  sessionId: string | null;
  /** Blocked → "/", profile not completed → "/complete-profile" (spec §4); the root loader redirects. */
  sessionRedirect: string | null;
  /** The searched rows held in memory (decision 014); absent in development, where the database answers. */
  searchIndex?: SearchIndex;
}

export const requestContext = createContext<RequestContext>();

export function createLoadContext(value: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, value);
  return provider;
}

/** Reads the request context inside a loader/action: `const { database, flags } = getRequestContext(context)`. */
export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
