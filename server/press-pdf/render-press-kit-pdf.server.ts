import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "~server/logger.server";

/** What the worker draws: text already written out, photos already JPEG (pdfkit reads JPEG and PNG only). */
export interface PressPdfModel {
  name: string;
  facts: string;
  genres: string;
  photos: { jpeg: Uint8Array; credit: string | null }[];
  bio: string[];
  upcoming: string[];
  past: string[];
  quotes: { quote: string; source: string; link: string | null }[];
  links: string[];
}

/** A render that takes longer than this is abandoned (and its worker replaced): the page answers 503. */
const RENDER_TIMEOUT_MS = 20_000;

const require = createRequire(import.meta.url);
/** Inter's static files (decision 058): regular and bold, latin and latin-ext, as the worker registers them. */
const FONTS = Object.fromEntries(
  (["400", "700"] as const).flatMap((weight) =>
    (["latin", "ext"] as const).map((face) => [
      `${weight}-${face}`,
      require.resolve(`@fontsource/inter/files/inter-${face === "ext" ? "latin-ext" : "latin"}-${weight}-normal.woff`),
    ]),
  ),
);

/** The code points Inter's latin file holds (the rest go to latin-ext), from the font package's own table. */
const LATIN: [number, number][] = (require("@fontsource/inter/unicode.json") as Record<string, string>).latin
  .split(",")
  .map((range) => {
    const [lo, hi = lo] = range.replace(/U\+/g, "").split("-");
    return [Number.parseInt(lo, 16), Number.parseInt(hi, 16)];
  });

/**
 * The worker's file is plain JavaScript loaded as it is: beside this module in the sources (tests, dev), and from the
 * sources too when this module runs from the server build (the build does not copy it; `npm start` runs in the
 * checkout).
 */
function workerFile(): string {
  const beside = fileURLToPath(new URL("./press-pdf-worker.mjs", import.meta.url));
  return existsSync(beside) ? beside : path.resolve(process.cwd(), "server/press-pdf/press-pdf-worker.mjs");
}

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(error);
    pending.delete(id);
  }
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerFile());
  started.on("message", (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    if (message.bytes) job.resolve(message.bytes);
    else job.reject(new Error(message.error ?? "press kit PDF failed"));
  });
  started.on("error", (error) => {
    logger.error("press kit PDF worker failed", { error });
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on("exit", () => {
    if (worker === started) worker = null;
    failAll(new Error("press kit PDF worker exited"));
  });
  // An idle worker must not keep a finishing process (tests, a stopping server) alive.
  started.unref();
  worker = started;
  return started;
}

/** Renders a press kit PDF in the worker thread: the server's event loop only sends the model and gets the bytes. */
export function renderPressKitPdf(model: PressPdfModel): Promise<Uint8Array> {
  const id = nextId++;
  const target = theWorker();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error("press kit PDF timed out"));
      void target.terminate();
    }, RENDER_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    target.postMessage({ id, model: { ...model, fonts: FONTS, latin: LATIN } });
  });
}
