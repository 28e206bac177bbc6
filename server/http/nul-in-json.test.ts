import { describe, expect, it } from "vitest";
import { hasNulInJsonBody } from "./nul-in-json.server";

const post = (body: string, type = "application/json") =>
  new Request("https://booth.example/api/auth/sign-up/email", {
    method: "POST",
    body,
    headers: { "content-type": type },
  });

describe("a NUL in a JSON body", () => {
  it("is found in a string value, nested or not, and in a key", async () => {
    expect(await hasNulInJsonBody(post(JSON.stringify({ name: "DJ\u0000Nul", email: "a@b.test" })))).toBe(true);
    expect(await hasNulInJsonBody(post('{"email":"a@b.test","name":"x\\u0000y"}'))).toBe(true);
    expect(await hasNulInJsonBody(post('{"a":{"b":["ok","\\U0000"]}}'))).toBe(false); // \U is not an escape
    expect(await hasNulInJsonBody(post('{"a":{"b":["ok","\\u0000"]}}'))).toBe(true);
    expect(await hasNulInJsonBody(post('{"na\\u0000me":"x"}'))).toBe(true);
    expect(await hasNulInJsonBody(post('{"name":"x\\u0000"}', "application/json; charset=utf-8"))).toBe(true);
  });

  it("is not confused with an escaped backslash followed by u0000, or other text", async () => {
    expect(await hasNulInJsonBody(post('{"name":"back\\\\u0000slash"}'))).toBe(false);
    expect(await hasNulInJsonBody(post(JSON.stringify({ email: "fan@booth.test", password: "p" })))).toBe(false);
  });

  it("leaves malformed JSON and other types to the endpoint", async () => {
    expect(await hasNulInJsonBody(post("\u0000\u0001garbage"))).toBe(false);
    expect(await hasNulInJsonBody(post("name=x%00y", "application/x-www-form-urlencoded"))).toBe(false);
    expect(await hasNulInJsonBody(new Request("https://booth.example/api/auth/get-session"))).toBe(false);
  });

  it("keeps the body readable for the endpoint", async () => {
    const request = post('{"name":"x\\u0000"}');
    await hasNulInJsonBody(request);
    expect(await request.json()).toEqual({ name: "x\u0000" });
  });
});
