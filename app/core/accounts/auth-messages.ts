/** What people read when an account action fails (no account enumeration: unknown email = wrong password). */
export const AUTH_MESSAGES = {
  invalidCredentials: "That email and password don't match. Check them and try again.",
  emailNotVerified: "Please verify your email before signing in. We sent you a link when you signed up.",
  rateLimited: "Too many attempts. Please wait a moment and try again.",
  accountCreated: "Account created! Please check your email to verify your account.",
  emailVerified: "Your email is verified. You can log in now.",
  verificationSent:
    "If that address has an account waiting for verification, a new link is on its way. It's valid for 24 hours.",
  resetRequested:
    "If an account exists for that email, a link to reset the password is on its way. It's valid for 1 hour.",
  resetDone: "Your password was changed. Log in with your new password.",
  invalidResetToken: "This reset link is invalid or has expired. Request a new one below.",
  invalidVerifyToken: "This verification link is invalid. Request a new one below.",
  expiredVerifyToken: "This verification link has expired. Request a new one below.",
  wrongCurrentPassword: "Your current password isn't right.",
  blocked: "This account can't sign in. Contact support if you think this is a mistake.",
  generic: "Something went wrong on our side. Please try again.",
  notAdmin: "This account has no admin access.",
} as const;

/** Maps a better-auth error code to a sentence (passwords keep the server's rule message). */
export function messageForAuthError(code: string | null, message: string | null): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "USER_NOT_FOUND":
      return AUTH_MESSAGES.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return AUTH_MESSAGES.emailNotVerified;
    case "INVALID_PASSWORD":
      return AUTH_MESSAGES.wrongCurrentPassword;
    case "INVALID_TOKEN":
      return AUTH_MESSAGES.invalidResetToken;
    case "FAILED_TO_CREATE_SESSION":
      return AUTH_MESSAGES.blocked;
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
    case "PASSWORD_TOO_COMMON":
      return message ?? AUTH_MESSAGES.generic;
    default:
      return AUTH_MESSAGES.generic;
  }
}
