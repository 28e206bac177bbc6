// What embedded PGlite does when the disk under its data directory fills up (decision 042). Needs root: it mounts a
// 64 MB tmpfs, fills it with a ballast file, then makes PostgreSQL write. Run: `node bench/pglite-full-disk.mjs`.
// A table that must grow fails with 53100 and the database goes on; the write-ahead log needing a new segment
// freezes the whole Node process (the WASM engine spins inside a synchronous call: a heartbeat timer in that
// process stops). The parent process watches the heartbeats, reports, and kills the frozen child.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

if (process.argv[2] === "--child") {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = process.argv[3];
  setInterval(() => console.log("heartbeat"), 500);
  const db = await PGlite.create(`${dir}/pglite`);
  await db.exec("create table w (id int primary key, body text) with (fillfactor = 40)");
  await db.exec("insert into w select g, repeat('x', 200) from generate_series(1, 400) g");
  await db.exec("vacuum w");
  await db.exec("checkpoint");
  const free = statfsSync(dir);
  writeFileSync(`${dir}/ballast`, Buffer.alloc(Math.max(0, free.bavail * free.bsize - 4096)));
  console.log("disk filled");
  for (let round = 0; round < 400; round++) {
    try {
      await db.exec(`update w set body = repeat('${"abcdefghij"[round % 10]}', 200)`);
      if (round % 5 === 0) await db.exec("checkpoint");
    } catch (error) {
      console.log(`round ${round}: ERROR ${error.code} ${error.message}`);
    }
    // Yield, so the heartbeat can run between statements.
    await new Promise((r) => setTimeout(r, 0));
  }
  console.log("all rounds answered: no freeze");
  process.exit(0);
}

const mount = mkdtempSync(path.join(tmpdir(), "pglite-full-disk-"));
mkdirSync(mount, { recursive: true });
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mount], { encoding: "utf8" });
if (mounted.status !== 0) {
  console.error(`could not mount a tmpfs (root needed): ${mounted.stderr.trim()}`);
  process.exit(1);
}
try {
  const child = spawn(process.execPath, [import.meta.filename, "--child", mount], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let lastBeat = Date.now();
  let filled = false;
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (text) => {
    for (const line of text.split("\n").filter(Boolean)) {
      if (line === "heartbeat") lastBeat = Date.now();
      else {
        if (line === "disk filled") filled = true;
        console.log(line);
      }
    }
  });
  const verdict = await new Promise((resolve) => {
    child.on("exit", () => resolve("the child finished"));
    const watch = setInterval(() => {
      if (filled && Date.now() - lastBeat > 10_000) {
        clearInterval(watch);
        resolve("FROZEN: no heartbeat for 10 s after the disk filled (the process's event loop is blocked)");
        child.kill("SIGKILL");
      }
    }, 1000);
  });
  console.log(verdict);
} finally {
  spawnSync("umount", ["-l", mount]);
  rmSync(mount, { recursive: true, force: true });
}
