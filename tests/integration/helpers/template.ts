/** Shared between the integration global setup and the per-file test database helper. */
declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite mode: path of an uncompressed tarball of a migrated data dir (dumpDataDir). */
    pgliteTemplatePath: string | null;
    /** PostgreSQL mode: name of the migrated template database on TEST_DATABASE_URL's server. */
    pgTemplateDatabase: string | null;
  }
}

/** The same server URL with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
