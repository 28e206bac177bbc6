import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** A decode that takes longer than this is abandoned: the upload is refused rather than left hanging. */
const DECODE_TIMEOUT_MS = 30_000;

export type DecodedHeic =
  | { kind: "pixels"; width: number; height: number; rgba: Uint8Array }
  | { kind: "tooManyPixels"; width: number; height: number }
  | { kind: "unreadable" };

/** Beside this module in the sources; from the sources too when this module runs from the server build. */
function workerFile(): string {
  const beside = fileURLToPath(new URL("./heic-decode-worker.mjs", import.meta.url));
  return existsSync(beside) ? beside : path.resolve(process.cwd(), "server/images/heic-decode-worker.mjs");
}

/**
 * A HEIC (HEVC-coded HEIF, a phone camera's format) decoded to upright RGBA pixels by libheif in WebAssembly
 * (heic-decode), in a worker thread of its own that ends with the decode: the bundled libvips reads HEIF only with
 * AV1 inside (decision 058). Larger than `maxPixels` → its size, before any pixel is decoded.
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile(), { workerData: { bytes, maxPixels } });
    let settled = false;
    const finish = (result: DecodedHeic) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ kind: "unreadable" }), DECODE_TIMEOUT_MS);
    worker.on(
      "message",
      (message: {
        width?: number;
        height?: number;
        data?: Uint8ClampedArray;
        tooManyPixels?: { width: number; height: number };
      }) => {
        if (message.tooManyPixels) finish({ kind: "tooManyPixels", ...message.tooManyPixels });
        else if (message.data && message.width && message.height)
          finish({
            kind: "pixels",
            width: message.width,
            height: message.height,
            rgba: new Uint8Array(message.data.buffer, message.data.byteOffset, message.data.byteLength),
          });
        else finish({ kind: "unreadable" });
      },
    );
    worker.on("error", () => finish({ kind: "unreadable" }));
    worker.on("exit", () => finish({ kind: "unreadable" }));
  });
}
