import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { djProfiles, venueProfiles } from "~server/db/schema";
import { seedDj, seedProductionLine, seedVenue, uniqueSuffix } from "~server/db/seed/factories.server";
import { suggestionRequest, suggestSearch } from "~server/domain/search/suggest-search.server";
import { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase, testEngine } from "./helpers/test-database";

/**
 * The in-memory suggestion index (decision 014) must give exactly the database's answer, and never an
 * answer from names that changed: a change notice drops the table at once, the database answers meanwhile.
 */
let database: Database;
let index: SuggestionIndex;
let changes = 0;
/** Long enough to see the index step aside after a change, short enough to keep the test quick. */
const RELOAD_MS = 600;

const ALL_ON = ALL_SEARCH_TYPES_ON;

/** A prefix nobody else's rows start with. */
const token = () =>
  `qx${uniqueSuffix()
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;

async function untilReady(): Promise<void> {
  const started = Date.now();
  while (!index.ready) {
    if (Date.now() - started > 10_000) throw new Error("suggestion index not ready after 10 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Runs a write and waits for its change notice and the table's new read. On PostgreSQL the notice comes over
 * the listening connection a moment after the commit (the short window decision 014 accepts).
 */
async function afterNotice(write: () => Promise<unknown>): Promise<void> {
  const before = changes;
  await write();
  const started = Date.now();
  while (changes === before) {
    if (Date.now() - started > 5000) throw new Error("no change notice after 5 s");
    await new Promise((r) => setTimeout(r, 5));
  }
  await untilReady();
}

/** Waits until the index itself (not the database) answers `text` with exactly these ids. */
async function untilIndexAnswers(text: string, ids: string[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    const answer = fromIndex(text, 10)?.map((s) => s.id);
    if (answer && JSON.stringify(answer) === JSON.stringify(ids)) return;
    if (Date.now() - started > 10_000)
      throw new Error(`index answers ${JSON.stringify(answer)}, not ${JSON.stringify(ids)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const fromIndex = (text: string, limit = 5, flags = ALL_ON) => {
  const request = suggestionRequest(text, flags, limit);
  if (!request) throw new Error("text too short");
  return index.suggest(request);
};
const fromDatabase = (text: string, limit = 5, flags = ALL_ON) =>
  suggestSearch(database.db, text, { flags, limit, fresh: true });

beforeAll(async () => {
  database = await createTestDatabase();
  index = new SuggestionIndex(database, { reloadAfterMs: RELOAD_MS, onChange: () => changes++ });
  await index.start();
});
afterAll(async () => {
  await index?.stop();
  await database?.close();
});

describe("suggestion index", () => {
  it("answers exactly as the database does: prefixes, second words, limits, types, hidden rows", async () => {
    const t = token();
    await seedDj(database.db, { displayName: `${t} Prime` });
    await seedDj(database.db, { displayName: `${t}` });
    await seedDj(database.db, { displayName: `Felix ${t}` });
    await seedDj(database.db, { displayName: `${t.toUpperCase()} Loud` });
    await seedDj(database.db, { displayName: `${t} Élodie \u{1F3A7}` });
    await seedDj(database.db, { displayName: `Hidden ${t}`, active: false });
    await seedDj(database.db, { displayName: `${t} Unverified`, verificationStatus: "none" });
    await seedDj(database.db, { displayName: `${t} Slugless`, slug: "" });
    await seedVenue(database.db, { name: `${t} Hall`, city: "Berlin", country: "Germany" });
    await seedVenue(database.db, { name: `Club ${t}`, isActive: false });
    await seedProductionLine(database.db, { name: `${t} Crew` });
    const last = await seedProductionLine(database.db, { name: `Night ${t}` });
    // Notices arrive in commit order, so once the last row is in, every earlier one is too.
    const started = Date.now();
    while (!fromIndex(t, 10)?.some((s) => s.id === last.id)) {
      if (Date.now() - started > 10_000) throw new Error("the last seeded row never reached the index");
      await new Promise((r) => setTimeout(r, 10));
    }
    const texts = [t, `${t} p`, `${t} é`, t.slice(0, 4), "felix", `  ${t}   prime `, `zz${t}`];
    for (const text of texts) {
      for (const limit of [1, 3, 5, 10]) {
        expect(fromIndex(text, limit), `${text} / ${limit}`).toEqual(await fromDatabase(text, limit));
      }
      const noVenues = { ...ALL_ON, venuesEnabled: false };
      expect(fromIndex(text, 10, noVenues)).toEqual(await fromDatabase(text, 10, noVenues));
    }
    const names = fromIndex(t, 10)?.map((s) => s.text);
    expect(names).toContain(`${t} Élodie \u{1F3A7}`);
    expect(names).toContain(`Felix ${t}`);
    expect(names).not.toContain(`Hidden ${t}`);
    expect(names).not.toContain(`${t} Unverified`);
    expect(names).not.toContain(`${t} Slugless`);
    expect(names).not.toContain(`Club ${t}`);
  });

  it("stops answering from a table the moment its names change, and answers again once read", async () => {
    await untilReady();
    const t = token();
    const before = changes;
    const dj = await seedDj(database.db, { displayName: `${t} New` });
    // PGlite hands the notice over with the commit; PostgreSQL a moment later, over the listening connection.
    if (testEngine() === "pglite") expect(changes).toBeGreaterThan(before);
    const started = Date.now();
    while (changes === before && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 2));
    expect(changes).toBeGreaterThan(before);
    // The table is read again only after a quiet moment (RELOAD_MS); until then the database answers.
    expect(index.ready).toBe(false);
    expect(fromIndex(t)).toBeNull();
    const meanwhile = await suggestSearch(database.db, t, { flags: ALL_ON, fresh: true, index });
    expect(meanwhile.map((s) => s.id)).toEqual([dj.id]);
    await untilIndexAnswers(t, [dj.id]);

    await database.db
      .update(djProfiles)
      .set({ displayName: `Renamed ${uniqueSuffix()}` })
      .where(eq(djProfiles.id, dj.id));
    await untilIndexAnswers(t, []);

    const venue = await seedVenue(database.db, { name: `${t} Room` });
    await untilIndexAnswers(t, [venue.id]);
    await database.db.update(venueProfiles).set({ isActive: false }).where(eq(venueProfiles.id, venue.id));
    await untilIndexAnswers(t, []);
  });

  it("ignores writes to columns neither suggestions nor search show", async () => {
    await untilReady();
    let djId = "";
    await afterNotice(async () => {
      djId = (await seedDj(database.db, { displayName: `${token()} Quiet` })).id;
    });
    const before = changes;
    await database.db
      .update(djProfiles)
      .set({ soundcloudUrl: "https://soundcloud.com/someone-else" })
      .where(eq(djProfiles.id, djId));
    await new Promise((r) => setTimeout(r, 100));
    expect(changes).toBe(before);
    expect(index.ready).toBe(true);
  });
});
