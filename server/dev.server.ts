import type { ServerBuild } from "react-router";
import { utcDay } from "~/core/analytics/dj-analytics";
import { addDays } from "~/core/events/events";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth.server";
import { loadConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { acquireDataDirLock } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate.server";
import { seedDemoIfEmpty } from "./db/seed/demo-seed.server";
import { seedDemoPressKits } from "./domain/press-kits/seed-demo-press-kits.server";
import { createMailer } from "./mail/mailer.server";
import { uploadStorage } from "./storage/file-storage.server";

/** The development app: same Hono pipeline as production, with React Router's build from Vite. */
export async function createDevApp(loadBuild: () => Promise<ServerBuild>) {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, "dev server");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  // The demo's past page views rolled up as the nightly job does (decision 037): /admin/analytics reads them.
  if (await seedDemoIfEmpty(database.db)) {
    await rollupSiteDailyStats(database.db, addDays(utcDay(new Date()), -400), addDays(utcDay(new Date()), -1));
    await seedDemoPressKits(database.db, uploadStorage(config.dataDir));
  }
  const mailer = createMailer(config);
  const auth = createAuth(config, database, mailer);
  const app = createApp({ config, database, build: loadBuild, mode: "development", auth, mailer });
  const close = async () => {
    await database.close();
    lock?.release();
  };
  return { app, config, close };
}
