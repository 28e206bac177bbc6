// Adds up the reports of scripts/test-all.sh and prints a table and the combined closing line.
// A step that failed without reporting a failed test (a crash, a broken runner) counts as one failure,
// so a red run can never read as green.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".tmp/results";
const readJson = (file) => {
  const full = path.join(dir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : null;
};

const STEPS = [
  { name: "lint" },
  { name: "typecheck" },
  { name: "unit", report: "vitest-unit.json", kind: "vitest" },
  { name: "integration-pglite", report: "vitest-integration-pglite.json", kind: "vitest" },
  { name: "integration-postgres", report: "vitest-integration-postgres.json", kind: "vitest" },
  { name: "build" },
  { name: "e2e", report: ["playwright.json", "playwright-exclusive.json"], kind: "playwright" },
];

/** A step's counts, summed over its reports (the e2e step has two runs side by side); null when none was written. */
function countsOf(step) {
  const counts = [step.report]
    .flat()
    .map((file) => readJson(file))
    .filter(Boolean)
    .map((report) => countsOfReport(step.kind, report));
  if (counts.length === 0) return null;
  return counts.reduce((sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }));
}

function countsOfReport(kind, report) {
  if (kind === "vitest") {
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const st = report.stats ?? {};
  return {
    passed: (st.expected ?? 0) + (st.flaky ?? 0),
    failed: (st.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: st.skipped ?? 0,
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
for (const step of STEPS) {
  const check = readJson(`check-${step.name}.json`);
  if (!check) continue;
  let counts = step.report
    ? countsOf(step)
    : { passed: check.exitCode === 0 ? 1 : 0, failed: check.exitCode === 0 ? 0 : 1, skipped: 0 };
  if (!counts) counts = { passed: 0, failed: 0, skipped: 0 };
  if (check.exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  rows.push([step.name, counts, check.seconds]);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

const duration = (seconds) =>
  typeof seconds === "number" ? `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s` : "";
console.log(`\n${"step".padEnd(22)} passed  failed  skipped  duration`);
for (const [name, c, seconds] of rows) {
  console.log(
    `${name.padEnd(22)} ${String(c.passed).padStart(6)}  ${String(c.failed).padStart(6)}  ${String(c.skipped).padStart(7)}  ${duration(seconds).padStart(8)}`,
  );
}
const allSeconds = rows.reduce((sum, [, , seconds]) => sum + (seconds ?? 0), 0);
console.log(`${"all steps".padEnd(48)} ${duration(allSeconds).padStart(8)}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
