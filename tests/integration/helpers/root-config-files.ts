/** The project's configuration files at the repository root (what tests that read the whole tree also read). */
export const ROOT_CONFIG_FILES = [
  "package.json",
  "biome.json",
  "vite.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "react-router.config.ts",
  "drizzle.config.ts",
  "tsconfig.json",
  "import-aliases.ts",
];
