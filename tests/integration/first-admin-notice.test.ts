import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~server/db/client.server";
import { seedUser } from "~server/db/seed/factories.server";
import { createAdmin } from "~server/domain/users/create-admin.server";
import { logFirstAdminNotice } from "~server/first-admin-notice.server";
import { logger } from "~server/logger.server";
import { createTestDatabase } from "./helpers/test-database";

const databases: Database[] = [];
async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}
afterAll(async () => {
  for (const d of databases) await d.close();
});

const warn = vi.spyOn(logger, "warn");
beforeEach(() => warn.mockClear());

const pgliteConfig = { adminEmails: [] as string[], publicUrl: "http://localhost:3000", databaseUrl: undefined };

function warned(): string[] {
  return warn.mock.calls.map((call) => String(call[0]));
}

describe("a start with no admin account says how to get one", () => {
  it("on a fresh install with ADMIN_EMAILS empty, names the CLI command and ADMIN_EMAILS", async () => {
    const database = await freshDatabase();
    await seedUser(database.db, { role: "user" });
    await logFirstAdminNotice(database.db, pgliteConfig);
    expect(warned()).toHaveLength(1);
    const [line] = warned();
    expect(line).toContain("No admin account yet");
    expect(line).toContain("npm run cli -- admin:create --email you@example.com --password");
    expect(line).toContain("stop Booth first");
    expect(line).toContain("ADMIN_EMAILS=you@example.com");
  });

  it("with ADMIN_EMAILS set, names the addresses to sign up with", async () => {
    const database = await freshDatabase();
    await logFirstAdminNotice(database.db, {
      adminEmails: ["boss@example.com", "deputy@example.com"],
      publicUrl: "https://booth.example",
      databaseUrl: "postgres://db/booth",
    });
    const [line] = warned();
    expect(line).toContain("Sign up at https://booth.example/signup with boss@example.com or deputy@example.com");
    expect(line).toContain("npm run cli -- admin:create");
    // On PostgreSQL the CLI runs beside the server.
    expect(line).not.toContain("stop Booth first");
  });

  it("a blocked admin does not count; an active admin or super admin silences it", async () => {
    const database = await freshDatabase();
    await seedUser(database.db, { role: "admin", blocked: true });
    await logFirstAdminNotice(database.db, pgliteConfig);
    expect(warned()).toHaveLength(1);

    warn.mockClear();
    await createAdmin(database.db, { email: "first-admin@example.com", password: "a long passphrase" });
    await logFirstAdminNotice(database.db, pgliteConfig);
    expect(warned()).toHaveLength(0);

    const other = await freshDatabase();
    await seedUser(other.db, { role: "supadmin" });
    await logFirstAdminNotice(other.db, pgliteConfig);
    expect(warned()).toHaveLength(0);
  });
});
