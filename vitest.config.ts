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
          // Files share their worker's loaded modules (decision 052): each file still opens its own database from
          // the run's template, and no file mocks a module or changes the environment, so re-importing the server
          // for every file only cost time (about a fifth of the step).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ["./tests/integration/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
