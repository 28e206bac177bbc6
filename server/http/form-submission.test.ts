import { describe, expect, it } from "vitest";
import { hasNulInFormBody, isRefusedPageBody } from "./form-submission.server";

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

describe("a NUL in a form submission", () => {
  const post = (body: BodyInit, type?: string) =>
    new Request("http://x/venue/manage/v/details", {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : undefined,
    });

  it("is found in a urlencoded body, escaped or raw, in a value or a name", async () => {
    const type = "application/x-www-form-urlencoded";
    expect(await hasNulInFormBody(post("name=Club%00X&city=Berlin", type))).toBe(true);
    expect(await hasNulInFormBody(post("name%00=Club", type))).toBe(true);
    expect(await hasNulInFormBody(post("name=Club\u0000X", type))).toBe(true);
    expect(await hasNulInFormBody(post("name=Club%20X&city=Berlin%2C%20DE", type))).toBe(false);
  });

  it("is found in a multipart text field but not inside an uploaded file", async () => {
    const withNul = new FormData();
    withNul.set("name", "Club\u0000X");
    expect(await hasNulInFormBody(post(withNul))).toBe(true);
    const fileWithZeros = new FormData();
    fileWithZeros.set("name", "Club X");
    fileWithZeros.set("image", new Blob([new Uint8Array([0x89, 0x50, 0, 0, 0])], { type: "image/png" }), "a.png");
    expect(await hasNulInFormBody(post(fileWithZeros))).toBe(false);
  });

  it("leaves the body for the action to read", async () => {
    const request = post("name=Club%00X", "application/x-www-form-urlencoded");
    await hasNulInFormBody(request);
    expect(await request.text()).toBe("name=Club%00X");
  });

  it("is not looked for in reads", async () => {
    expect(await hasNulInFormBody(new Request("http://x/?q=%00"))).toBe(false);
  });
});
