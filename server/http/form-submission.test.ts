import { describe, expect, it } from "vitest";
import { isRefusedPageBody } from "./form-submission.server";

describe("what a page's action is sent", () => {
  it("takes the two HTML form encodings, with or without parameters, in any case", () => {
    expect(isRefusedPageBody("POST", "application/x-www-form-urlencoded")).toBe(false);
    expect(isRefusedPageBody("POST", "application/x-www-form-urlencoded;charset=UTF-8")).toBe(false);
    expect(isRefusedPageBody("post", "Multipart/Form-Data; boundary=----x")).toBe(false);
    expect(isRefusedPageBody("DELETE", "multipart/form-data; boundary=y")).toBe(false);
  });

  it("refuses JSON, plain text, other types and a missing type on every writing method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isRefusedPageBody(method, "application/json")).toBe(true);
      expect(isRefusedPageBody(method, "text/plain")).toBe(true);
      expect(isRefusedPageBody(method, "application/xml")).toBe(true);
      expect(isRefusedPageBody(method, undefined)).toBe(true);
      expect(isRefusedPageBody(method, "")).toBe(true);
    }
  });

  it("never looks at reads", () => {
    expect(isRefusedPageBody("GET", "application/json")).toBe(false);
    expect(isRefusedPageBody("HEAD", undefined)).toBe(false);
    expect(isRefusedPageBody("OPTIONS", "text/plain")).toBe(false);
  });
});
