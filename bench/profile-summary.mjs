// Summarises a V8 .cpuprofile (node --cpu-prof; bench/uncached.mjs with BENCH_PROFILE writes one):
// the top functions by self time, and the top files (packages) by self time and by inclusive time.
//   node bench/profile-summary.mjs <file.cpuprofile> [rows=30] [last-seconds]
// With last-seconds, only the samples of the profile's last that many seconds count: bench/uncached.mjs measures one
// page last before it stops the server, so `… 30 5` (BENCH_SECONDS=5) leaves out the start-up and the warm-up.
import { readFileSync } from "node:fs";

const [file, rowsArg, lastArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); // node id -> µs
const deltas = profile.timeDeltas;
const times = [];
let clock = profile.startTime;
for (const delta of deltas) {
  clock += delta;
  times.push(clock);
}
// The last second or so is the server shutting down (checkpoint): left out with the start-up.
const from = lastArg ? profile.endTime - (Number(lastArg) + 0.5) * 1e6 : 0;
const to = lastArg ? profile.endTime - 0.5 * 1e6 : Number.POSITIVE_INFINITY;
for (let i = 0; i < profile.samples.length; i++) {
  if (times[i] < from || times[i] > to) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self]
  .filter(([id]) => byId.get(id).callFrame.functionName === "(idle)")
  .reduce((a, [, t]) => a + t, 0);
const busy = total - idle;

function fileOf(frame) {
  const url = frame.url || "(native)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  return url.replace(/^file:\/\/.*?\/(build|server|app|scripts)\//, "$1/").replace(/^node:/, "node:");
}
const fnKey = (f) => `${f.functionName || "(anonymous)"}  ${fileOf(f)}:${f.lineNumber + 1}`;

const selfByFn = new Map();
const selfByFile = new Map();
const inclByFile = new Map();
const inclByFn = new Map();
for (const [id, t] of self) {
  const frame = byId.get(id).callFrame;
  if (frame.functionName === "(idle)") continue;
  selfByFn.set(fnKey(frame), (selfByFn.get(fnKey(frame)) ?? 0) + t);
  selfByFile.set(fileOf(frame), (selfByFile.get(fileOf(frame)) ?? 0) + t);
  // inclusive: each distinct file / function on the stack counts once
  const files = new Set();
  const fns = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame;
    files.add(fileOf(f));
    fns.add(fnKey(f));
  }
  for (const f of files) inclByFile.set(f, (inclByFile.get(f) ?? 0) + t);
  for (const f of fns) inclByFn.set(f, (inclByFn.get(f) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled`);
console.log("\n— self time by function");
for (const [k, t] of top(selfByFn, rows)) console.log(`${pct(t)}  ${k}`);
console.log("\n— self time by file / package");
for (const [k, t] of top(selfByFile, 20)) console.log(`${pct(t)}  ${k}`);
console.log("\n— inclusive time by file / package");
for (const [k, t] of top(inclByFile, 20)) console.log(`${pct(t)}  ${k}`);
console.log("\n— inclusive time by function");
for (const [k, t] of top(inclByFn, rows)) console.log(`${pct(t)}  ${k}`);
