// Decodes one HEIC picture in a worker thread (server/images/decode-heic.server.ts): libheif compiled to WebAssembly
// runs synchronously and takes about a second for a phone's 12 MP photo, which must not hold the server's event
// loop. Plain JavaScript on purpose: loaded as it is from the sources, in the server build and in tests alike.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { bytes, maxPixels } = workerData;
try {
  const images = await decode.all({ buffer: bytes });
  try {
    // The first image is the primary one in a camera's file; a burst or live photo's others are left out.
    const first = images[0];
    if (!first) parentPort.postMessage({ error: "no image" });
    else if (first.width * first.height > maxPixels)
      parentPort.postMessage({ tooManyPixels: { width: first.width, height: first.height } });
    else {
      // RGBA, upright: libheif applies the file's rotation and mirroring boxes while decoding.
      const { width, height, data } = await first.decode();
      parentPort.postMessage({ width, height, data }, [data.buffer]);
    }
  } finally {
    images.dispose();
  }
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
