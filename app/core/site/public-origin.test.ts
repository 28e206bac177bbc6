import { describe, expect, it } from "vitest";
import { acceptedOrigins, addressToOpen, isAcceptedOrigin, refusedOriginMessage } from "./public-origin";

describe("the origins that are this site", () => {
  it("a loopback PUBLIC_URL accepts the other loopback spellings of the same scheme and port", () => {
    expect(acceptedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    for (const publicUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(isAcceptedOrigin("http://127.0.0.1:3000", publicUrl)).toBe(true);
      expect(isAcceptedOrigin("http://localhost:3000", publicUrl)).toBe(true);
      expect(isAcceptedOrigin("http://[::1]:3000", publicUrl)).toBe(true);
    }
    // The default port stays implicit, as browsers send it.
    expect(acceptedOrigins("http://localhost")).toContain("http://127.0.0.1");
  });

  it("another port, scheme or host is another site", () => {
    expect(isAcceptedOrigin("http://127.0.0.1:3001", "http://localhost:3000")).toBe(false);
    expect(isAcceptedOrigin("https://127.0.0.1:3000", "http://localhost:3000")).toBe(false);
    expect(isAcceptedOrigin("http://localhost.evil.example:3000", "http://localhost:3000")).toBe(false);
    expect(isAcceptedOrigin("http://127.0.0.2:3000", "http://localhost:3000")).toBe(false);
    expect(isAcceptedOrigin("http://192.168.1.5:3000", "http://localhost:3000")).toBe(false);
    expect(isAcceptedOrigin("null", "http://localhost:3000")).toBe(false);
  });

  it("a public PUBLIC_URL accepts only itself, loopback included", () => {
    expect(acceptedOrigins("https://booth.example")).toEqual(["https://booth.example"]);
    expect(isAcceptedOrigin("http://localhost:3000", "https://booth.example")).toBe(false);
    expect(isAcceptedOrigin("https://booth.example.evil.example", "https://booth.example")).toBe(false);
  });
});

describe("the address a refused form names", () => {
  it("is PUBLIC_URL with the page's path, read through a client-side submission's .data path", () => {
    expect(addressToOpen("http://localhost:3000", "/login")).toBe("http://localhost:3000/login");
    expect(addressToOpen("http://localhost:3000", "/login.data")).toBe("http://localhost:3000/login");
    expect(addressToOpen("http://localhost:3000", "/_root.data")).toBe("http://localhost:3000");
    expect(addressToOpen("http://localhost:3000", "/")).toBe("http://localhost:3000");
    expect(addressToOpen("https://booth.example", "/api/auth/sign-in/email")).toBe("https://booth.example");
  });
  it("the message says to open it", () => {
    expect(refusedOriginMessage("http://localhost:3000/login")).toContain("Open http://localhost:3000/login");
  });
});
