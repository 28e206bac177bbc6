import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePressPdf } from "~server/adapters/press-pdf.server";
import type { RequestContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { seedDj, seedEvent } from "~server/db/seed/factories.server";
import { makePressPhoto } from "~server/db/seed/press-kit-files.server";
import { addPressPhoto } from "~server/domain/press-kits/add-press-photo.server";
import { addPressQuote } from "~server/domain/press-kits/add-press-quote.server";
import { savePressBio } from "~server/domain/press-kits/save-press-bio.server";
import { setPressKitLinkOnly } from "~server/domain/press-kits/set-press-kit-link-only.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "booth-press-pdf-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What a loader gets for an anonymous visitor, as far as the PDF reads it. */
const visitor = () =>
  ({
    database,
    config: { publicUrl: "https://booth.example", dataDir },
    flags: { eventsPageEnabled: true },
    userId: null,
  }) as unknown as RequestContext;

async function textOf(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text as string;
}

describe("the press kit PDF", () => {
  it("is rendered in the worker with the DJ's name, next gig, bio, photo credit and quote, and kept until a change", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Selin Aydın", realName: "Selin Aydın" });
    await seedEvent(db, {
      eventName: "Kessel Klub Nacht",
      eventDate: new Date(Date.now() + 12 * 86_400_000),
      lineupDjs: [dj],
    });
    await savePressBio(db, dj.id, "Selin plays patient, hypnotic sets.\n\nResident at Kessel Klub.");
    await addPressPhoto(db, uploadStorage(dataDir), dj.id, { bytes: await makePressPhoto(), credit: "Mara Lind" });
    await addPressQuote(db, dj.id, { quote: "A selector with patience.", source: "Groove", link: null });

    const started = performance.now();
    const response = await servePressPdf(visitor(), dj.slug);
    const firstMs = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await textOf(response);
    for (const words of [
      "Selin Aydın",
      "Kessel Klub Nacht",
      "patient, hypnotic sets",
      "Photo: Mara Lind",
      "A selector with patience",
      "https://booth.example/dj/",
    ])
      expect(text, words).toContain(words);

    // From its cache after: no second render.
    const again = performance.now();
    expect((await servePressPdf(visitor(), dj.slug)).status).toBe(200);
    expect(performance.now() - again).toBeLessThan(Math.max(50, firstMs / 2));

    // A kit write drops it: the next PDF has the new quote.
    await addPressQuote(db, dj.id, { quote: "Pure floor.", source: "RA", link: "https://ra.co" });
    expect(await textOf(await servePressPdf(visitor(), dj.slug))).toContain("Pure floor.");
  });

  it("answers 404 whenever the press page does: link-only, not public, unknown", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    await setPressKitLinkOnly(db, dj.id, true);
    expect((await servePressPdf(visitor(), dj.slug)).status).toBe(404);
    const hidden = await seedDj(db, { verificationStatus: "none" });
    expect((await servePressPdf(visitor(), hidden.slug)).status).toBe(404);
    expect((await servePressPdf(visitor(), "no-such-dj")).status).toBe(404);
  });
});
