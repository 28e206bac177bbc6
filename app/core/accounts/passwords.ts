/**
 * Password rules per OWASP ASVS 5 (level 2): at least 8 characters, long passphrases allowed, no
 * composition rules, and exact-match rejection of very common passwords (the list is passed in, so
 * this stays pure and the 49k-entry list never reaches the browser bundle).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "too-short" | "too-long" | "too-common";

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  "too-short": `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  "too-long": `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  "too-common": "This password is too common. Choose something harder to guess — a short phrase works well.",
};

export function checkPassword(password: string, isCommon: (candidate: string) => boolean): PasswordProblem | null {
  // Length counts characters as people see them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (length > PASSWORD_MAX_LENGTH) return "too-long";
  if (isCommon(password) || isCommon(password.toLowerCase())) return "too-common";
  return null;
}
