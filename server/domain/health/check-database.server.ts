import type { Database, DatabaseEngine } from "~server/db/client.server";

export interface DatabaseHealth {
  status: "up" | "down";
  engine: DatabaseEngine;
  latencyMs: number;
  error?: string;
}

/** Pings the database with a deadline; never throws. */
export async function checkDatabase(database: Database, timeoutMs = 2000): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: "up", engine: database.engine, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (err) {
    return {
      status: "down",
      engine: database.engine,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}
