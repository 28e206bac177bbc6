import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied at every start by server/db/migrate.server.ts
// (on PGlite and PostgreSQL alike). `npm run db:generate` after changing server/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  casing: undefined,
  strict: true,
});
