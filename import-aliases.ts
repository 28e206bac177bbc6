import { fileURLToPath } from "node:url";

/**
 * One alias per root (decision 019): `~/` is app/, `~server/` is server/. tsconfig.json's `paths` say the same
 * for the type checker, tsx (CLI, bench) and Playwright; Vite and Vitest read this list. Regular expressions,
 * so `~` never swallows `~server`.
 */
export const IMPORT_ALIASES = [
  { find: /^~server\//, replacement: `${fileURLToPath(new URL("./server", import.meta.url))}/` },
  { find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` },
];
