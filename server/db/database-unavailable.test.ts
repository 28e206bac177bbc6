import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.server";

describe("isDatabaseUnavailable", () => {
  it("recognises a stopped, restarting or cut-off database and a statement timeout, through wrapping causes", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("Failed query", {
          cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(
      true,
    );
  });

  it("leaves our own bugs and data errors to be 500s", () => {
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
