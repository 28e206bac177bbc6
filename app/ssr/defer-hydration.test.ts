import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_TYPE } from "~/ui/first-paint-script";
import { createDeferHydrationStream, deferHydrationHtml } from "./defer-hydration.server";

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

describe("createDeferHydrationStream", () => {
  async function throughStream(chunks: string[]): Promise<string> {
    const stream = createDeferHydrationStream();
    const parts: string[] = [];
    stream.on("data", (chunk: Buffer) => parts.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
    await done;
    return parts.join("");
  }

  it("gives the same result however the HTML is cut into chunks", async () => {
    const whole = deferHydrationHtml(PAGE);
    for (let size = 1; size <= 64; size += 7) {
      const chunks = PAGE.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await throughStream(chunks)).toBe(whole);
    }
  });
});
