import { expect } from "vitest";
import { AppError, type AppErrorCode } from "~server/domain/app-error.server";

/**
 * Awaits a call that must be refused with the domain's one error type, and checks what a caller acts on:
 * the code (which becomes the HTTP status) and the message the person is shown (plus any other fields given).
 */
export async function expectAppError(
  call: Promise<unknown>,
  code: AppErrorCode,
  message: string | RegExp,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const expected = typeof message === "string" ? message : expect.stringMatching(message);
  expect(error).toMatchObject({ code, message: expected, ...fields });
}
