import { readdirSync, readFileSync } from "node:fs";

/** The resident memory of a process and all its descendants (tsx runs the CLI in a child of its own), in bytes. */
export function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the name (field 2) may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) total += Number(match[1]) * 1024;
    } catch {}
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RssSamples {
  /** [milliseconds since the start, bytes] */
  samples: [number, number][];
  stop(): void;
}

/** Samples a process tree's RSS every `everyMs` until stopped. */
export function sampleRss(rootPid: number, everyMs = 200): RssSamples {
  const started = Date.now();
  const samples: [number, number][] = [];
  const timer = setInterval(() => {
    const rss = treeRssBytes(rootPid);
    if (rss > 0) samples.push([Date.now() - started, rss]);
  }, everyMs);
  return { samples, stop: () => clearInterval(timer) };
}
