/**
 * Booth operator CLI: `npm run cli -- <command> [options]`.
 * Uses DATABASE_URL (PostgreSQL) when set, otherwise PGlite in DATA_DIR (default ./data), and migrates first.
 * On PGlite it takes the data-dir lock ("cli"), so it refuses to run while a server uses the same DATA_DIR.
 * Exit codes: 0 ok, 1 error, 2 usage.
 */
import path from "node:path";
import { SingleBar } from "cli-progress";
import { z } from "zod";
import { validateDateRange } from "~/core/analytics/dj-analytics";
import { FLAG_DEFINITIONS } from "~/core/site/flags";
import { loadConfig } from "~server/config.server";
import { requestBackup } from "~server/data-moves/backup-socket.server";
import {
  readExportFile,
  receiveBackup,
  summariseExportFile,
  writeExportFile,
} from "~server/data-moves/export-file.server";
import { type Database, openDatabase } from "~server/db/client.server";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "~server/db/data-dir-lock";
import { migrateDatabase } from "~server/db/migrate.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { isDemoSeeded, seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { AppError } from "~server/domain/app-error.server";
import { checksumSiteTables } from "~server/domain/data-moves/checksum-site-tables.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { seedDemoPressKits } from "~server/domain/press-kits/seed-demo-press-kits.server";
import { createAdmin, createAdminInput } from "~server/domain/users/create-admin.server";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { backfillDjStats } from "~server/jobs/dj-stats-jobs.server";
import { alertDeps, sendDueAlertsNow } from "~server/jobs/follower-alert-jobs.server";
import { createMailer } from "~server/mail/mailer.server";
import { uploadStorage } from "~server/storage/file-storage.server";

class UsageError extends Error {}

const HELP = `Booth operator CLI

Usage: npm run cli -- <command> [options]

Commands:
  flags:list                               Show every flag: name, storage key, value, default
  flags:set <flag> <on|off> [...]          Switch flags (model name like radioEnabled, or storage key);
                                           several pairs change together or not at all
  admin:create --email E --password P [--name N]
                                           Create an admin (or promote an existing user) with a password
  seed:demo                                Seed the demo content if it has not been seeded yet
  seed:accounts --password P               Create demo sign-ins for every role (fan, mate DJ, venue owner,
                                           producer, two roles, admin) at @booth.test, all with password P
  seed:bulk [--djs N] [--events N] [--venues N] [--news N] [--productions N] [--views N]
                                           Insert synthetic rows for benchmarks
  alerts:send                              Send every due follower-alert digest now (normally 09:00 UTC)
  stats:backfill --from YYYY-MM-DD --to YYYY-MM-DD
                                           Roll up DJ analytics (dj_daily_stats) for those days now
                                           (normally 00:15 UTC for the day before); rerunning is safe
  export --out FILE                        Write the whole site (every table, one consistent snapshot, and the
                                           uploads) to FILE (gzip'd JSON lines); prints rows and a checksum per table
  backup --out FILE                        The same file as export, also while the server runs: on PGlite it is
                                           asked of the running server (its socket in DATA_DIR); restore it with
                                           import into a fresh DATA_DIR (README, Operations)
  import --in FILE [--replace yes]         Load an export into this database (PGlite or DATABASE_URL) in one
                                           transaction, then re-read every table and compare the checksums;
                                           the database must be empty unless --replace yes
  help                                     Show this help

Environment:
  DATABASE_URL   PostgreSQL connection string (otherwise embedded PGlite is used)
  DATA_DIR       Data directory for PGlite (default ./data)

Exit codes: 0 ok, 1 error, 2 usage.`;

function parseOptions(args: string[], allowed: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const key = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      if (!allowed.includes(key)) throw new UsageError(`Unknown option --${key}`);
      const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
      if (value === undefined || (eq === -1 && value.startsWith("--"))) {
        throw new UsageError(`Option --${key} needs a value`);
      }
      options[key] = value;
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "./data";
  let lock: DataDirLock | undefined;
  if (!databaseUrl) lock = acquireDataDirLock(dataDir, "cli");
  try {
    const database = await openDatabase({ databaseUrl, dataDir, poolMax: 2 });
    try {
      await migrateDatabase(database);
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

const countSchema = z.coerce
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must be 0 or more" })
  .max(10_000_000, { message: "must be at most 10 000 000" });

function pairsOf(values: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < values.length; i += 2) pairs.push([values[i], values[i + 1]]);
  return pairs;
}

function parseOnOff(value: string): boolean {
  const v = value.toLowerCase();
  if (["on", "true", "1", "yes"].includes(v)) return true;
  if (["off", "false", "0", "no"].includes(v)) return false;
  throw new UsageError(`Value must be on or off, got "${value}"`);
}

function uploadsDirOf(): string {
  return path.join(path.resolve(process.env.DATA_DIR || "./data"), "uploads");
}

function summaryRows(tables: { table: string; rows: number; sha256: string }[]): string[][] {
  return [["TABLE", "ROWS", "SHA-256"], ...tables.map((t) => [t.table, String(t.rows), t.sha256.slice(0, 16)])];
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      console.log(HELP);
      return command === undefined ? 2 : 0;

    case "flags:list": {
      parseOptions(rest, []);
      const flags = await withDatabase((d) => getFlags(d.db));
      const rows = [["NAME", "STORAGE KEY", "VALUE", "DEFAULT"]];
      for (const def of FLAG_DEFINITIONS) {
        rows.push([
          def.name,
          `${def.store}.${def.key}`,
          `${flags[def.name] ? "on" : "off"}${def.hardWiredOff ? " (hard-wired)" : ""}`,
          def.defaultValue && !def.hardWiredOff ? "on" : "off",
        ]);
      }
      console.log(table(rows));
      return 0;
    }

    case "flags:set": {
      const { positional } = parseOptions(rest, []);
      const usage = "Usage: flags:set <flag> <on|off> [<flag> <on|off> ...]";
      if (positional.length === 0 || positional.length % 2 !== 0) throw new UsageError(usage);
      const changes = pairsOf(positional).map(([flag, value]) => ({ flag, enabled: parseOnOff(value) }));
      // One run, one transaction: a bad flag anywhere in the list leaves every flag as it was.
      const defs = await withDatabase((d) =>
        d.db.transaction(async (tx) => {
          const done = [];
          for (const change of changes) done.push(await setFlag(tx, change.flag, change.enabled));
          return done;
        }),
      );
      defs.forEach((def, i) => {
        console.log(`${def.name} (${def.store}.${def.key}) is now ${changes[i].enabled ? "on" : "off"}.`);
      });
      return 0;
    }

    case "admin:create": {
      const { positional, options } = parseOptions(rest, ["email", "password", "name"]);
      if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}"`);
      if (!options.email || !options.password) {
        throw new UsageError("Usage: admin:create --email E --password P [--name N]");
      }
      // Validate before touching the database so bad input fails fast with the schema's messages.
      const input = createAdminInput.parse({ email: options.email, password: options.password, name: options.name });
      const result = await withDatabase((d) => createAdmin(d.db, input));
      console.log(
        result.created
          ? `Created admin ${result.email} (id ${result.userId}). They can sign in with email and password now.`
          : `Promoted ${result.email} (id ${result.userId}) to admin and set their password.`,
      );
      return 0;
    }

    case "seed:demo": {
      parseOptions(rest, []);
      const started = Date.now();
      const summary = await withDatabase(async (d) => {
        if (await isDemoSeeded(d.db)) return "seeded-before" as const;
        const seeded = await seedDemoIfEmpty(d.db);
        if (seeded) await seedDemoPressKits(d.db, uploadStorage(process.env.DATA_DIR || "./data"));
        return seeded;
      });
      if (summary === "seeded-before") console.log("Demo content was already seeded; nothing to do.");
      else if (summary === null) console.log("The database already has DJs; demo content was not added.");
      else {
        console.log(
          `Seeded demo content in ${Date.now() - started} ms: ${summary.djs} DJs (${summary.publicDjs} public), ${summary.venues} venues, ${summary.productions} production lines, ${summary.events} events, ${summary.news} news items in ${summary.newsCategories} categories, ${summary.radioTracks} radio tracks.`,
        );
      }
      return 0;
    }

    case "seed:accounts": {
      const { positional, options } = parseOptions(rest, ["password"]);
      if (positional.length > 0 || !options.password) throw new UsageError("Usage: seed:accounts --password P");
      const password = createAdminInput.shape.password.safeParse(options.password);
      if (!password.success) throw new UsageError(`--password ${password.error.issues[0].message.toLowerCase()}`);
      await withDatabase(async (d) => {
        if (!(await isDemoSeeded(d.db)) && (await seedDemoIfEmpty(d.db)))
          await seedDemoPressKits(d.db, uploadStorage(process.env.DATA_DIR || "./data"));
        await seedDemoAccounts(d.db, password.data);
      });
      console.log(
        `Demo accounts ready: ${Object.values(DEMO_ACCOUNTS)
          .map((a) => a.email)
          .join(", ")}`,
      );
      return 0;
    }

    case "seed:bulk": {
      const keys = ["djs", "events", "venues", "news", "productions", "views"] as const;
      const { positional, options } = parseOptions(rest, [...keys]);
      if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}"`);
      const counts: Record<string, number> = {};
      for (const k of keys) {
        if (options[k] === undefined) continue;
        const parsed = countSchema.safeParse(options[k]);
        if (!parsed.success) throw new UsageError(`--${k} ${parsed.error.issues[0].message}`);
        counts[k] = parsed.data;
      }
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      if (total === 0)
        throw new UsageError(
          "Nothing to insert: give at least one of --djs --events --venues --news --productions --views",
        );
      const started = Date.now();
      const bar = new SingleBar({
        format: "{bar} {percentage}% | {value}/{total} rows | {entity} | {duration_formatted}",
        hideCursor: true,
        noTTYOutput: true,
        notTTYSchedule: 2000,
      });
      const result = await withDatabase(async (d) => {
        bar.start(total, 0, { entity: "" });
        try {
          return await seedBulk(d.db, counts, (p) => bar.update(p.overallDone, { entity: p.entity }));
        } finally {
          bar.stop();
        }
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = Object.entries(result.inserted)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ");
      console.log(`Inserted ${summary} (run ${result.run}) in ${seconds} s.`);
      return 0;
    }

    case "export": {
      const { positional, options } = parseOptions(rest, ["out"]);
      if (positional.length > 0 || !options.out) throw new UsageError("Usage: export --out FILE");
      const started = Date.now();
      const result = await withDatabase((d) => writeExportFile(d, options.out, uploadsDirOf()));
      console.log(table(summaryRows(result.tables)));
      console.log(
        `Exported ${result.tables.length} tables and ${result.files} upload files to ${options.out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      return 0;
    }

    case "backup": {
      const { positional, options } = parseOptions(rest, ["out"]);
      if (positional.length > 0 || !options.out) throw new UsageError("Usage: backup --out FILE");
      const started = Date.now();
      let via = "this process";
      try {
        // Stopped server (PGlite) or PostgreSQL: a snapshot read here, as export does.
        await withDatabase((d) => writeExportFile(d, options.out, uploadsDirOf()));
      } catch (error) {
        if (!(error instanceof DataDirLockedError) || error.holder.purpose !== "server") throw error;
        // A server holds the PGlite data directory: it writes the snapshot for us.
        await receiveBackup(await requestBackup(process.env.DATA_DIR || "./data"), options.out);
        via = `the running server (pid ${error.holder.pid})`;
      }
      const summary = await summariseExportFile(options.out);
      console.log(table([["TABLE", "ROWS"], ...summary.tables.map((t) => [t.table, String(t.rows)])]));
      console.log(
        `Backed up ${summary.tables.length} tables and ${summary.files} upload files to ${options.out} through ${via} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      return 0;
    }

    case "import": {
      const { positional, options } = parseOptions(rest, ["in", "replace"]);
      if (positional.length > 0 || !options.in) throw new UsageError("Usage: import --in FILE [--replace yes]");
      if (options.replace !== undefined && options.replace !== "yes") throw new UsageError("--replace takes yes");
      const started = Date.now();
      const { result, after } = await withDatabase(async (d) => {
        const result = await readExportFile(d, options.in, uploadsDirOf(), { replace: options.replace === "yes" });
        return { result, after: await checksumSiteTables(d.db) };
      });
      const rows = [["TABLE", "ROWS IN FILE", "ROWS NOW", "CHECKSUM"]];
      let mismatches = 0;
      for (const expected of result.tables) {
        const now = after.find((t) => t.table === expected.table);
        const same = now?.rows === expected.rows && now?.sha256 === expected.sha256;
        if (!same) mismatches++;
        rows.push([expected.table, String(expected.rows), String(now?.rows ?? "-"), same ? "same" : "DIFFERENT"]);
      }
      console.log(table(rows));
      if (result.previousUploads) console.log(`The uploads that were here are kept in ${result.previousUploads}.`);
      if (mismatches > 0) {
        console.error(`${mismatches} table(s) differ from the export after import.`);
        return 1;
      }
      console.log(
        `Imported ${result.tables.length} tables and ${result.files} upload files from ${options.in} (made ${result.header.createdAt} on ${result.header.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s; every table matches its checksum.`,
      );
      return 0;
    }

    case "alerts:send": {
      parseOptions(rest, []);
      const config = loadConfig(process.env);
      const result = await withDatabase((d) => sendDueAlertsNow(d.db, alertDeps(config, createMailer(config))));
      console.log(
        `Follower alerts: ${result.recipients} ${result.recipients === 1 ? "person" : "people"} due, ${result.ran} digest job(s) run.`,
      );
      return 0;
    }

    case "stats:backfill": {
      const { options } = parseOptions(rest, ["from", "to"]);
      const range = validateDateRange(options.from, options.to, new Date().toISOString().slice(0, 10));
      if (!range.ok) throw new UsageError(`${range.error}: --from and --to are days (YYYY-MM-DD), from ≤ to ≤ today.`);
      const started = Date.now();
      const { analyticsRawMonths } = loadConfig(process.env);
      const result = await withDatabase((d) =>
        backfillDjStats(d.db, range, (day, djs) => console.log(`${day}  ${djs} DJ${djs === 1 ? "" : "s"}`), {
          rawMonths: analyticsRawMonths,
        }),
      );
      console.log(
        `Rolled up ${result.days} day(s) into dj_daily_stats: ${result.rows} row(s) in ${Date.now() - started} ms.`,
      );
      return 0;
    }

    default:
      throw new UsageError(`Unknown command "${command}". Run "npm run cli -- help".`);
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) {
    console.error(err.message);
    process.exitCode = 2;
  } else if (err instanceof z.ZodError) {
    for (const issue of err.issues) console.error(issue.message);
    process.exitCode = 2;
  } else if (err instanceof DataDirLockedError || err instanceof AppError) {
    // A refusal (an unknown or hard-wired flag…) is said in its own words: the message is written for people.
    console.error(err.message);
    process.exitCode = 1;
  } else {
    console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
