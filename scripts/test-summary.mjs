// Adds up the reports of scripts/test-all.sh and prints a table and the combined closing line.
// A step that failed without reporting a failed test (a crash, a broken runner) counts as one failure,
// so a red run can never read as green.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

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

/** Each failed test of a report as "file › name: first line of its error", so a log's tail names what failed. */
function failuresOf(kind, report) {
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ""))
      .trim()
      .split("\n")[0]
      .slice(0, 200);
  if (kind === "vitest") {
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((t) => t.status === "failed")
        .map((t) => `${path.relative(process.cwd(), file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`),
    );
  }
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`${spec.file ?? file} › ${spec.title} [${test.projectName}]: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  for (const error of report.errors ?? []) out.push(`(run) ${firstLine(error.message)}`);
  return out;
}

const failed = STEPS.filter((step) => step.report).flatMap((step) =>
  [step.report]
    .flat()
    .map((file) => readJson(file))
    .filter(Boolean)
    .flatMap((report) => failuresOf(step.kind, report).map((line) => `${step.name}: ${line}`)),
);
if (failed.length > 0) {
  console.log("\nFailed tests:");
  for (const line of failed.slice(0, 30)) console.log(`  ✗ ${line}`);
  if (failed.length > 30) console.log(`  … and ${failed.length - 30} more`);
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
