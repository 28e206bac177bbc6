import { dictionary } from "@zxcvbn-ts/language-common";

// zxcvbn-ts's maintained list of the ~49k most common passwords, loaded once per process.
let common: Set<string> | null = null;

export function isCommonPassword(candidate: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)["passwords-common"]);
  return common.has(candidate);
}
