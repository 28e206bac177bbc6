import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, preferredEncoding } from "~server/request/content-encoding.server";
import { compressResponse, isCompressible } from "./response-compression.server";

describe("content coding negotiation", () => {
  it("prefers brotli, then gzip, as browsers send them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });

  it("honours q=0 and the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0")).toBe("identity");
    expect(acceptsEncoding("gzip;q=0.5", "gzip")).toBe(true);
    expect(acceptsEncoding("gzip;q=0, *", "gzip")).toBe(false);
  });

  it("compresses text-like types unless Cache-Control says no-transform", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("text/x-script")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/webp")).toBe(false);
    expect(isCompressible("text/event-stream")).toBe(false);
    expect(isCompressible("text/html", "public, no-transform")).toBe(false);
  });
});

const page = `<!DOCTYPE html><html><body>${"<p>Booth lineup</p>".repeat(400)}</body></html>`;

function htmlResponse(body: BodyInit, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
}

describe("compressResponse", () => {
  it("streams brotli or gzip that decodes to the same bytes, with Vary and without a length", async () => {
    for (const [accept, decode] of [
      ["gzip, br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const out = compressResponse(htmlResponse(page, { "content-length": String(page.length) }), "GET", accept);
      expect(out.headers.get("content-encoding")).toBe(accept === "gzip" ? "gzip" : "br");
      expect(out.headers.get("content-length")).toBeNull();
      expect(out.headers.get("vary")).toBe("Accept-Encoding");
      const bytes = Buffer.from(await out.arrayBuffer());
      expect(bytes.length).toBeLessThan(page.length / 10);
      expect(decode(bytes).toString("utf8")).toBe(page);
    }
  });

  it("sends what is written so far without waiting for the end of the stream (a streamed page's shell)", async () => {
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(page));
        finish = () => controller.close();
      },
    });
    const out = compressResponse(htmlResponse(body), "GET", "gzip");
    const reader = (out.body as ReadableStream<Uint8Array>).getReader();
    // Not closed yet: what has arrived must already decode to the whole page (a sync flush, not the end).
    const chunks: Buffer[] = [];
    let decoded = "";
    while (decoded !== page) {
      const next = await reader.read();
      expect(next.done).toBe(false);
      chunks.push(Buffer.from(next.value as Uint8Array));
      decoded = gunzipSync(Buffer.concat(chunks), { finishFlush: 2 }).toString("utf8");
    }
    finish();
    while (!(await reader.read()).done) {}
  });

  it("leaves small, binary, already encoded and HEAD responses as they are", () => {
    const small = htmlResponse("<p>hi</p>", { "content-length": "9" });
    expect(compressResponse(small, "GET", "br")).toBe(small);
    const image = new Response(Buffer.alloc(4096), { headers: { "content-type": "image/webp" } });
    expect(compressResponse(image, "GET", "br")).toBe(image);
    const encoded = htmlResponse(page, { "content-encoding": "br" });
    expect(compressResponse(encoded, "GET", "br")).toBe(encoded);
    const head = htmlResponse(page);
    expect(compressResponse(head, "HEAD", "br")).toBe(head);
  });

  it("answers a client that takes no compression with the body as it is, still varying on Accept-Encoding", async () => {
    const out = compressResponse(htmlResponse(page), "GET", null);
    expect(out.headers.get("content-encoding")).toBeNull();
    expect(out.headers.get("vary")).toBe("Accept-Encoding");
    expect(await out.text()).toBe(page);
  });
});
