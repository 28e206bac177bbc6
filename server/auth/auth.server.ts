import { BASE_ERROR_CODES, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "~/core/accounts/passwords";
import { acceptedOrigins } from "~/core/site/public-origin";
import type { AppConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { accounts, sessions, users, verifications } from "~server/db/schema";
import { isUserBlocked } from "~server/domain/users/is-user-blocked.server";
import { logger } from "~server/logger.server";
import type { Mailer } from "~server/mail/mailer.server";
import { changeEmailVerification, resetPasswordEmail, verificationEmail } from "~server/mail/templates.server";
import { noteAuthApiError } from "./auth-outage.server";
import { isCommonPassword } from "./common-passwords.server";

/** Sessions slide: 30 days, refreshed at most once a day while in use (spec §1 "persisted and auto-refreshed"). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
export const VERIFICATION_EXPIRES_IN_S = 60 * 60 * 24;
export const CLIENT_IP_HEADER = "x-booth-client-ip";

const PASSWORD_PATHS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(config: AppConfig, database: Database, mailer: Mailer) {
  const db = database.db;
  return betterAuth({
    appName: config.brandName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // PUBLIC_URL, and for a loopback PUBLIC_URL its other loopback spellings, as the app's own origin check.
    trustedOrigins: acceptedOrigins(config.publicUrl),
    database: drizzleAdapter(db, { provider: "pg", schema: { users, sessions, accounts, verifications } }),
    user: {
      modelName: "users",
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        blocked: { type: "boolean", required: false, defaultValue: false, input: false },
        profileCompleted: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      changeEmail: {
        enabled: true,
        // better-auth's flow: the CURRENT address confirms the change, then the new one gets a verification link.
        sendChangeEmailConfirmation: async ({ user, url }) => {
          await mailer.send(changeEmailVerification(config.brandName, user.email, url));
        },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    account: { modelName: "accounts", accountLinking: { enabled: true, trustedProviders: ["google"] } },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(config.brandName, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(config.brandName, user.email, user.name, url));
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                authorizationUrl: config.google.authorizationUrl,
                tokenUrl: config.google.tokenUrl,
                userInfoUrl: config.google.userInfoUrl,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                accessType: "offline",
                prompt: "consent",
              },
            ],
          }),
        ]
      : [],
    // Our own limiter (server/limits/rate-limit.server.ts) covers the HTTP endpoints and our form actions alike.
    rateLimit: { enabled: false },
    advanced: {
      // On https every cookie is `__Host-booth.*`: Secure, Path=/ and no Domain, so neither a sibling subdomain nor
      // a plain-http page can set or shadow it. better-auth's own secure prefix is `__Secure-` (which allows a
      // Domain), so its prefixing stays off and ours is part of the name instead (sessionCookieName below).
      cookiePrefix: cookiePrefixFor(config),
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies, path: "/" },
      // Hono sets this header from the socket (or a trusted proxy) and overwrites any client value.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        if (!field) return;
        const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
        if (typeof value !== "string") return;
        const problem = checkPassword(value, isCommonPassword);
        if (problem)
          throw new APIError("BAD_REQUEST", {
            message: PASSWORD_MESSAGES[problem],
            code: `PASSWORD_${problem.toUpperCase().replace("-", "_")}`,
          });
      }),
      // An endpoint that failed on a database outage is noted for the app's 503 (auth-outage.server.ts).
      after: createAuthMiddleware(async (ctx) => noteAuthApiError(ctx.context.returned)),
    },
    databaseHooks: {
      user: {
        create: {
          // Spec §4: role admin for the configured addresses, otherwise user; profile not completed; not blocked.
          before: async (user) => ({
            data: {
              ...user,
              role: config.adminEmails.includes(user.email.toLowerCase()) ? "admin" : "user",
              blocked: false,
              profileCompleted: false,
            },
          }),
        },
      },
      session: {
        create: {
          // Blocked users never get a session, whichever way they sign in. A password sign-in to a blocked
          // account answers exactly like a wrong password, so the answer never confirms the password.
          before: async (session, context) => {
            if (await isUserBlocked(db, session.userId)) {
              logger.warn("sign-in refused for a blocked user", { userId: session.userId });
              if (context?.path === "/sign-in/email")
                throw APIError.from("UNAUTHORIZED", BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
              return false;
            }
            logger.info("signed in", { userId: session.userId });
            return { data: session };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** `__Host-booth` on https (the browser then insists on Secure, Path=/ and no Domain), plain `booth` on http. */
function cookiePrefixFor(config: AppConfig): string {
  return config.secureCookies ? `__Host-${config.productSlug}` : config.productSlug;
}

/** The session cookie's name as the browser sees it (README, tests). */
export function sessionCookieName(config: AppConfig): string {
  return `${cookiePrefixFor(config)}.session_token`;
}
