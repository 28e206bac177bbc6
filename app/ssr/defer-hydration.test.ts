import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_TYPE } from "~/ui/first-paint-script";
import { createDeferHydrationBody, deferHydrationHtml } from "./defer-hydration.server";

// The shape React Router 8.4's <Scripts /> and React 19 produce (abridged from a real response of `/`).
const NONCE = "n0nce==";
const HEAD = `<head><meta charSet="utf-8"/><link rel="preload" as="image" href="/art/hero/crowd.svg" fetchPriority="high"/><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-b.js" nonce="${NONCE}"/><link rel="stylesheet" href="/assets/app-c.css"/></head>`;
const BODY = `<body><main>Hi</main><script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script><script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-b.js";
import("/assets/entry.client-a.js");</script></body>`;
const PAGE = `<!DOCTYPE html><html>${HEAD}${BODY}</html>`;

describe("deferHydrationHtml", () => {
  const out = deferHydrationHtml(PAGE);

  it("drops the module preloads and keeps every other head link", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain(`<link rel="preload" as="image" href="/art/hero/crowd.svg" fetchPriority="high"/>`);
    expect(out).toContain(`<link rel="stylesheet" href="/assets/app-c.css"/>`);
  });

  it("makes the route-modules script inert, keeping its nonce and its text", () => {
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="${NONCE}" type="${DEFERRED_SCRIPT_TYPE}">import * as route0 from "/assets/root-b.js";`,
    );
  });

  it("leaves React Router's context script as it was", () => {
    expect(out).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>`);
  });

  it("leaves HTML without React Router's scripts unchanged", () => {
    const plain = `<p>a <b>b</b></p><script nonce="x">console.log(1)</script>`;
    expect(deferHydrationHtml(plain)).toBe(plain);
  });
});

describe("createDeferHydrationBody", () => {
  /** Reads the body as it comes: each chunk the response would send. */
  async function chunksOf(body: ReadableStream<Uint8Array>): Promise<Buffer[]> {
    const out: Buffer[] = [];
    for await (const chunk of body) out.push(Buffer.from(chunk));
    return out;
  }

  /** Each chunk is written in a turn of the event loop of its own, as a streamed render's pieces may be. */
  async function throughStreamBytes(chunks: (string | Uint8Array)[]): Promise<Buffer> {
    const { destination, body } = createDeferHydrationBody();
    const read = chunksOf(body);
    for (const chunk of chunks) {
      destination.write(chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    destination.end();
    return Buffer.concat(await read);
  }
  const throughStream = async (chunks: (string | Uint8Array)[]) => (await throughStreamBytes(chunks)).toString();

  it("hands on what was written in one turn of the event loop as one chunk, and calls onFinish at the end", async () => {
    let finished = 0;
    const { destination, body } = createDeferHydrationBody(() => finished++);
    const reader = body.getReader();
    // React's pieces: 4 KB views of encoded text, and long strings as they are.
    const pieces = PAGE.match(/[\s\S]{1,40}/g) ?? [];
    for (const [i, piece] of pieces.entries()) destination.write(i % 2 ? piece : new TextEncoder().encode(piece));
    const first = await reader.read();
    expect(Buffer.from(first.value ?? []).toString()).toBe(deferHydrationHtml(PAGE).slice(0, first.value?.length));
    expect(finished).toBe(0);
    destination.end();
    const rest: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value);
    expect(Buffer.concat([first.value ?? new Uint8Array(), ...rest]).toString()).toBe(deferHydrationHtml(PAGE));
    // The whole page was written in one turn: one chunk, plus at most the held-back end of an unfinished tag.
    expect(rest.length).toBeLessThanOrEqual(1);
    expect(finished).toBe(1);
  });

  it("tells React when the visitor went away, and takes no more", async () => {
    const { destination, body } = createDeferHydrationBody();
    let closed = 0;
    destination.on("close", () => closed++);
    destination.on("drain", () => {});
    destination.write("<!DOCTYPE html><html>");
    await body.cancel();
    expect(closed).toBe(1);
    expect(destination.write("<body>")).toBe(true);
    destination.end();
  });

  it("ends the body with an error when React gives up on the render", async () => {
    const { destination, body } = createDeferHydrationBody();
    destination.write("<!DOCTYPE html>");
    destination.destroy(new Error("fatal"));
    await expect(chunksOf(body)).rejects.toThrow("fatal");
  });

  it("gives the same result however the HTML is cut into chunks", async () => {
    const whole = deferHydrationHtml(PAGE);
    for (let size = 1; size <= 64; size += 7) {
      const chunks = PAGE.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await throughStream(chunks)).toBe(whole);
    }
  });

  it("gives the same result wherever one cut falls, a cut inside a preload link or the module script included", async () => {
    const whole = deferHydrationHtml(PAGE);
    for (let at = 1; at < PAGE.length; at++) {
      expect(await throughStream([PAGE.slice(0, at), PAGE.slice(at)])).toBe(whole);
    }
  });

  it("passes the body between the head and the scripts on as bytes, a character cut in two included", async () => {
    // React does not cut characters, but nothing here relies on it: the middle of the page is not decoded at all,
    // and a chunk that is rewritten has only its tags decoded.
    const page = Buffer.from(
      `<!DOCTYPE html><html>${HEAD}<body><main><h1>Selin Aydın · Kraków</h1><p>Ağaç</p></main>${BODY.slice(6)}</html>`,
    );
    const expected = Buffer.from(deferHydrationHtml(page.toString()));
    const middle = page.indexOf(Buffer.from("ı")) + 1; // between the two bytes of "ı"
    const beforeScripts = page.indexOf(Buffer.from("ğ")) + 1; // between the two bytes of "ğ"
    const cuts = [[300, middle], [300, middle, beforeScripts], [beforeScripts], [middle]];
    for (const at of cuts) {
      const chunks = [0, ...at].map((from, i) => page.subarray(from, [...at, page.length][i]));
      expect(await throughStreamBytes(chunks)).toEqual(expected);
    }
  });
});
