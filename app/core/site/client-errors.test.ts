import { describe, expect, it } from "vitest";
import { parseClientErrorReport } from "./client-error-report-schema";
import { buildClientErrorReport, CLIENT_ERROR_MAX_BYTES } from "./client-errors";

describe("browser crash reports", () => {
  it("the browser's report of an Error is one the server accepts", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");
    const report = buildClientErrorReport(error, "global-error", "/dj/yaniv", false);
    expect(report).toMatchObject({
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'name')",
      screen: "global-error",
      path: "/dj/yaniv",
      sentToSentry: false,
    });
    expect(report.stack).toContain("TypeError");
    expect(parseClientErrorReport(report)).toEqual(report);
  });

  it("trims a huge message and stack, drops control characters and the query, and still fits the body limit", () => {
    const error = new Error(`boom\u0000\n${"x".repeat(10_000)}`);
    error.stack = `Error: boom\n${"    at frame (file.js:1:1)\n".repeat(1000)}`;
    const report = buildClientErrorReport(error, "global-error", "/search?q=a@b.example#top", true);
    expect(report.message.startsWith("boom  x")).toBe(true);
    expect(report.message).toHaveLength(500);
    expect(report.stack!.length).toBeLessThanOrEqual(4000);
    expect(report.path).toBe("/search");
    expect(parseClientErrorReport(report)).not.toBeNull();
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThan(CLIENT_ERROR_MAX_BYTES);
  });

  it("a thrown non-Error is reported by its text", () => {
    expect(buildClientErrorReport("plain string", "global-error", "/", false)).toMatchObject({
      name: "string",
      message: "plain string",
    });
  });

  it("refuses anything else: unknown fields, a query in the path, an odd screen, oversize or missing fields", () => {
    const good = buildClientErrorReport(new Error("x"), "global-error", "/", false);
    expect(parseClientErrorReport({ ...good, extra: 1 })).toBeNull();
    expect(parseClientErrorReport({ ...good, path: "/login?email=a@b.example" })).toBeNull();
    expect(parseClientErrorReport({ ...good, path: "https://evil.example/" })).toBeNull();
    expect(parseClientErrorReport({ ...good, screen: "<script>" })).toBeNull();
    expect(parseClientErrorReport({ ...good, message: "m".repeat(501) })).toBeNull();
    expect(parseClientErrorReport({ ...good, sentToSentry: "no" })).toBeNull();
    const { message: _m, ...noMessage } = good;
    expect(parseClientErrorReport(noMessage)).toBeNull();
    expect(parseClientErrorReport(null)).toBeNull();
    expect(parseClientErrorReport([good])).toBeNull();
  });
});
