import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
/**
 * Runs a TypeScript file with tsx on the same (pinned) Node as the tests, in ONE process (`node --import tsx`):
 * the tsx CLI would run the script in a grandchild, so a SIGKILL to it would orphan the real process.
 */
export function spawnTsx(file: string, args: string[], env: Record<string, string | undefined> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", file, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runTsx(file: string, args: string[], env: Record<string, string | undefined> = {}): Promise<RunResult> {
  const started = Date.now();
  const child = spawnTsx(file, args, env);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => {
    stdout += d;
  });
  child.stderr!.on("data", (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr, ms: Date.now() - started }));
  });
}
