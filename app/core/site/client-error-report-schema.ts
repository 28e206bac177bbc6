/**
 * The server's check of a browser crash report (POST /api/client-errors). Apart from client-errors.ts so that
 * zod stays out of the JavaScript every page loads first: only the server and the tests import this.
 */
import { z } from "zod";
import { type ClientErrorReport, CLIENT_ERROR_LIMITS as LIMITS } from "./client-errors";

const clientErrorReportSchema = z
  .object({
    name: z.string().max(LIMITS.name),
    message: z.string().max(LIMITS.message),
    stack: z.string().max(LIMITS.stack).optional(),
    screen: z
      .string()
      .regex(/^[a-z][a-z-]*$/)
      .max(LIMITS.screen),
    path: z
      .string()
      .startsWith("/")
      .max(LIMITS.path)
      .refine((p) => !/[?#]/.test(p), "a path, no query"),
    sentToSentry: z.boolean(),
  })
  .strict() satisfies z.ZodType<ClientErrorReport>;

export function parseClientErrorReport(body: unknown): ClientErrorReport | null {
  const parsed = clientErrorReportSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
