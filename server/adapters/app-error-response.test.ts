import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES, AppError } from "~server/domain/app-error.server";
import { appErrorResponse, appErrorStatus } from "./app-error-response.server";

describe("app error → HTTP", () => {
  it("gives every code its status", () => {
    const statuses = Object.fromEntries(APP_ERROR_CODES.map((code) => [code, appErrorStatus(new AppError(code, "x"))]));
    expect(statuses).toEqual({
      not_found: 404,
      forbidden: 403,
      conflict: 409,
      invalid_input: 400,
      too_large: 413,
      rate_limited: 429,
      unavailable: 503,
    });
  });

  it("answers an /api request with the person's message as JSON", async () => {
    const response = appErrorResponse(new AppError("invalid_input", "Invalid DJ slug provided"));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ error: "Invalid DJ slug provided" });
  });
});
