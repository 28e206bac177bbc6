import { z } from "zod";
import { NAMED_READS } from "~server/db/named-reads.server";
import { clearTestReadFaults, setTestReadDelay, setTestReadOutage } from "./read-faults.server";

/**
 * POST /api/test/read-faults, mounted only with E2E_HOOKS=on (the end-to-end servers, tests that start the built
 * app): a slow or absent database for one named read of the running server, which a test in another process
 * cannot reach otherwise (server/test-hooks/read-faults.server.ts). `{}` puts every read back to normal.
 */
const readFaultsBody = z
  .object({
    read: z.enum(NAMED_READS),
    /** Milliseconds the read waits first; null for none. */
    delayMs: z.number().int().min(0).max(120_000).nullable().optional(),
    /** The read fails as a stopped PostgreSQL makes it fail. */
    outage: z.boolean().optional(),
  })
  .strict()
  .or(z.object({}).strict());

export async function handleTestReadFaults(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "A JSON body is required." }, { status: 400 });
  }
  const parsed = readFaultsBody.safeParse(body);
  if (!parsed.success) return Response.json({ error: "Unknown read or fault." }, { status: 400 });
  const fault = parsed.data;
  if (!("read" in fault)) {
    clearTestReadFaults();
  } else {
    if (fault.delayMs !== undefined) setTestReadDelay(fault.read, fault.delayMs);
    if (fault.outage !== undefined) setTestReadOutage(fault.read, fault.outage);
  }
  return new Response(null, { status: 204 });
}
