import { describe, expect, it } from "vitest";
import { bytesOf, rememberMarkup } from "./markup-bytes.server";

describe("the bytes of cached markup", () => {
  const markup = `<article><h3>Selin Aydın · Kraków</h3>${"<p>Ağaç</p>".repeat(200)}</article>`;

  it("are encoded once for markup the part renderer made, and are its exact UTF-8", () => {
    rememberMarkup(markup);
    const first = bytesOf(markup);
    expect(first.equals(Buffer.from(markup))).toBe(true);
    expect(bytesOf(markup)).toBe(first);
  });

  it("are not kept for any other string, such as a request's route data", () => {
    const data = `window.__data = ${JSON.stringify("x".repeat(3000))}`;
    const first = bytesOf(data);
    expect(first.toString()).toBe(data);
    expect(bytesOf(data)).not.toBe(first);
  });
});
