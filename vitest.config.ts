import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./import-aliases.ts";

// Two projects: `unit` (pure code beside its source) and `integration` (real database: PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set). The React Router Vite plugin is deliberately not loaded here.
const alias = IMPORT_ALIASES;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ["./tests/integration/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
