// Tracklists at scale, printed as a table; nothing here asserts a timing.
//   npm run bench:tracklists                          both parts: the Traktor parse, and /tracks?q= at 10 M tracklist rows
//                                                      on a throwaway PostgreSQL cluster (scripts/pg-cluster.sh)
//   BENCH_TRACKLIST_ROWS=2000000 npm run bench:tracklists   fewer rows (the seed and index builds take minutes at 10 M)
//   BENCH_TRACKLIST_PARTS=parse npm run bench:tracklists     one part (parse, search, or both: the default)
// The parse: a Traktor history file generated here — a 5,000-entry COLLECTION (locations, keys, tempos, as Traktor
// writes them) and a 40-track HISTORY playlist, one cued track not played publicly — read by parseHistoryFile, as an
// upload is. The search: DJs and events from the bulk seed, 40-track tracklists on them and their tracks made inside
// the database with generate_series (artists drawn from a long tail, a few IDs and hidden tracks), the trigram indexes
// dropped first and built once after, as a bulk load would; then searchPlayedTracks — what /tracks?q= runs — over
// artist, title and single-word queries, p50/p95, and the plan of two of them.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { parseHistoryFile } from "~/core/tracklists/parse-history-file";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { rowsOf } from "~server/db/rows-of.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import {
  newestSetsPlaysSql,
  searchPlayedTracks,
  searchPlayedTracksQuery,
} from "~server/domain/tracklists/search-played-tracks.server";

const root = path.resolve(import.meta.dirname, "..");
const ROWS = Number(process.env.BENCH_TRACKLIST_ROWS ?? 10_000_000);
const PARTS = (process.env.BENCH_TRACKLIST_PARTS ?? "parse,search").split(",");
const PARSE_ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 20);
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);
const TRACKS_PER_SET = 40;
const SETS_PER_EVENT = 4;

type Row = [string, string];
const table: Row[] = [];
const note = (what: string, value: string) => {
  table.push([what, value]);
  console.error(`${what}: ${value}`);
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

// ─── Part 1: parse a 5,000-track Traktor collection with a 40-track history ───

const ARTISTS = ["Plastikman", "Joey Beltram", "Mr. Fingers", "Robert Hood", "Âme", "DVS1", "Surgeon", "Ben Sims"];
const WORDS = ["Spastik", "Energy", "Flash", "Minus", "Klonk", "Bells", "Rej", "Feel", "Night", "Drive", "Café"];

function xmlAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** A Traktor 3 history file: `entries` collection tracks, the last `played` of them in the HISTORY playlist. */
export function traktorHistory(entries: number, played: number): string {
  const dir = "/:Users/:dj/:Music/:Traktor/:";
  const file = (i: number) => `Track ${i} - ${WORDS[i % WORDS.length]}.mp3`;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<NML VERSION="19"><HEAD COMPANY="www.native-instruments.com" PROGRAM="Traktor"></HEAD>',
    "<MUSICFOLDERS></MUSICFOLDERS>",
    `<COLLECTION ENTRIES="${entries}">`,
  ];
  for (let i = 0; i < entries; i++) {
    const title = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
    out.push(
      `<ENTRY MODIFIED_DATE="2026/12/7" MODIFIED_TIME="3600" AUDIO_ID="AVQAAA" TITLE="${xmlAttr(title)}" ARTIST="${xmlAttr(ARTISTS[i % ARTISTS.length])}">`,
      `<LOCATION DIR="${dir}" FILE="${xmlAttr(file(i))}" VOLUME="Macintosh HD" VOLUMEID="Macintosh HD"></LOCATION>`,
      '<ALBUM TRACK="1" TITLE="Singles"></ALBUM>',
      `<INFO BITRATE="320000" GENRE="Techno" KEY="${(i % 12) + 1}m" PLAYCOUNT="4" PLAYTIME="400" IMPORT_DATE="2025/1/2"></INFO>`,
      `<TEMPO BPM="${(120 + (i % 20)).toFixed(6)}" BPM_QUALITY="100.000000"></TEMPO>`,
      `<MUSICAL_KEY VALUE="${i % 24}"></MUSICAL_KEY>`,
      "</ENTRY>",
    );
  }
  out.push("</COLLECTION>", '<SETS ENTRIES="0"></SETS>');
  out.push('<PLAYLISTS><NODE TYPE="FOLDER" NAME="$ROOT"><SUBNODES COUNT="1">');
  out.push(`<NODE TYPE="PLAYLIST" NAME="HISTORY"><PLAYLIST ENTRIES="${played + 1}" TYPE="LIST" UUID="7b1c2e3f">`);
  // STARTDATE packs 2026-12-06 as year << 16 | month << 8 | day; one track cued in the headphones only.
  const startDate = (2026 << 16) | (12 << 8) | 6;
  for (let n = 0; n <= played; n++) {
    const i = entries - played - 1 + n;
    out.push(
      `<ENTRY><PRIMARYKEY TYPE="TRACK" KEY="Macintosh HD${dir}${xmlAttr(file(i))}"></PRIMARYKEY>`,
      `<EXTENDEDDATA DECK="${n % 2}" DURATION="300.0" EXTENDEDTYPE="HistoryData" PLAYEDPUBLIC="${n === 3 ? 0 : 1}" STARTDATE="${startDate}" STARTTIME="${79_200 + n * 330}"></EXTENDEDDATA>`,
      "</ENTRY>",
    );
  }
  out.push("</PLAYLIST></NODE>", "</SUBNODES></NODE></PLAYLISTS>", "</NML>");
  return out.join("\n");
}

function benchParse() {
  const bytes = new TextEncoder().encode(traktorHistory(5_000, 40));
  note(
    "Traktor file: collection entries / history tracks / size",
    `5,000 / 40 / ${(bytes.length / 1e6).toFixed(2)} MB`,
  );
  const samples: number[] = [];
  let tracks = 0;
  for (let round = 0; round < PARSE_ROUNDS; round++) {
    const started = performance.now();
    const result = parseHistoryFile(bytes);
    samples.push(performance.now() - started);
    if (result.kind !== "tracklist") throw new Error("the generated history did not parse as a tracklist");
    tracks = result.tracklist.tracks.length;
  }
  if (tracks !== 40) throw new Error(`expected the 40 tracks played publicly, got ${tracks}`);
  const first = samples[0];
  samples.sort((a, b) => a - b);
  note(
    `parse (parseHistoryFile, ${PARSE_ROUNDS} rounds): first / p50 / p95 / max (target ≤ 1 s)`,
    `${ms(first)} / ${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} / ${ms(samples[samples.length - 1])}`,
  );
}

// ─── Part 2: /tracks?q= at scale on PostgreSQL ───

// Names made of a 64,000-word vocabulary (three syllables each, 40 syllables), varied enough for trigrams to tell
// words apart as in real names: artists are one word or two, 200,000 of them, drawn from a long tail (index ∝
// random()³); titles are two words, the first from a skewed draw, a quarter of them with a "(… Remix)" credit.
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "ven",
  "tor",
  "si",
  "da",
  "ne",
  "bo",
  "lu",
  "zen",
  "qua",
  "fi",
  "ro",
  "pel",
  "gan",
  "ti",
  "mor",
  "sa",
  "ke",
  "vi",
  "dun",
  "ha",
  "lex",
  "no",
  "pri",
  "sul",
  "te",
  "wa",
  "jo",
  "bri",
  "cas",
  "dro",
  "ex",
  "gu",
  "ish",
  "ly",
  "om",
  "yu",
];
const WORDS_IN_VOCABULARY = SYLLABLES.length ** 3;
const ARTIST_COUNT = 200_000;

const sqlArray = (list: readonly string[]) => `ARRAY[${list.map((s) => `'${s}'`).join(",")}]::text[]`;
const n = SYLLABLES.length;
const wordSql = (k: string) =>
  `initcap((${sqlArray(SYLLABLES)})[1 + (${k}) % ${n}] || (${sqlArray(SYLLABLES)})[1 + ((${k}) / ${n}) % ${n}] || (${sqlArray(SYLLABLES)})[1 + ((${k}) / ${n * n}) % ${n}])`;
const word = (k: number) => {
  const w = SYLLABLES[k % n] + SYLLABLES[Math.floor(k / n) % n] + SYLLABLES[Math.floor(k / (n * n)) % n];
  return w[0].toUpperCase() + w.slice(1);
};
const artistSql = (i: string) =>
  `${wordSql(i)} || case when (${i}) >= ${WORDS_IN_VOCABULARY} then ' ' || ${wordSql(`(${i}) / ${WORDS_IN_VOCABULARY}`)} else '' end`;
const artistName = (i: number) =>
  i >= WORDS_IN_VOCABULARY ? `${word(i)} ${word(Math.floor(i / WORDS_IN_VOCABULARY))}` : word(i);

const INDEXES = [
  "tracklist_tracks_artist_fold_trgm_idx",
  "tracklist_tracks_title_fold_trgm_idx",
  "tracklist_tracks_tracklist_idx",
];

async function seedTracks(database: Database): Promise<void> {
  const db = database.db;
  const sets = Math.ceil(ROWS / TRACKS_PER_SET);
  // Four DJs' sets per event, on published past events of the bulk seed (about two in five of them).
  const events = Math.ceil((sets / SETS_PER_EVENT) * 2.5);
  // Site search's trigram and prefix indexes of the seeded tables are not what is measured here: dropped for the
  // load (with them, each event row costs three GIN insertions) and left dropped in this throwaway cluster.
  for (const index of rowsOf<{ name: string }>(
    await db.execute(sql`select indexname as name from pg_indexes where tablename in ('dj_profiles', 'mate_events')
      and (indexdef like '%gin_trgm_ops%' or indexdef like '%text_pattern_ops%')`),
  ))
    await db.execute(sql.raw(`drop index "${index.name}"`));
  let started = performance.now();
  await seedBulk(db, { djs: 2_000, events }, undefined, { batchSize: 20_000 });
  note(
    "bulk DJs / events (generate_series)",
    `2,000 / ${events.toLocaleString("en-GB")} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const definitions = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'tracklist_tracks'
      and indexname in (${sql.join(
        INDEXES.map((n) => sql`${n}`),
        sql`, `,
      )})`),
  );
  for (const index of definitions) await db.execute(sql.raw(`drop index "${index.name}"`));
  started = performance.now();
  await db.execute(sql`
    insert into tracklists (event_id, dj_profile_id, format, published_at)
    select e.id, d.id, 'traktor-nml', case when (e.n + k) % 20 = 0 then null else e.event_date + interval '1 day' end
    from (select id, event_date, row_number() over (order by event_date desc, id) as n
          from mate_events where status = 'published' and event_date < now() limit ${Math.ceil(sets / SETS_PER_EVENT)}) e
    cross join generate_series(0, ${SETS_PER_EVENT - 1}) k
    join (select id, row_number() over (order by id) - 1 as m from dj_profiles) d on d.m = (e.n * 7 + k * 500) % 2000`);
  const ids = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tracklists`))[0].n;
  const chunk = 5_000;
  for (let from = 0; from < ids; from += chunk) {
    // 2 % of the tracks are IDs and 1 % hidden, as DJs mark them.
    await db.execute(
      sql.raw(`
      insert into tracklist_tracks (tracklist_id, position, artist, title, bpm, musical_key, offset_seconds, unreleased, hidden)
      select t.id, p, ${artistSql("r.a")},
        ${wordSql("r.x")} || ' ' || ${wordSql("r.y")} || case when r.z % 4 = 0 then ' (' || ${wordSql("r.z")} || ' Remix)' else '' end,
        118 + (p % 20), ((p % 12) + 1) || 'A', p * 330, random() < 0.02, random() < 0.01
      from (select id from tracklists order by id offset ${from} limit ${chunk}) t
      cross join generate_series(0, ${TRACKS_PER_SET - 1}) p
      -- The draw names t and p, so it is made for every track (a draw naming p alone is made once per position).
      cross join lateral (select floor(${ARTIST_COUNT} * power(random(), 3))::int + 0 * p + 0 * ascii(t.id::text) as a,
        floor(${WORDS_IN_VOCABULARY} * power(random(), 2))::int as x, floor(${WORDS_IN_VOCABULARY} * random())::int as y,
        floor(${WORDS_IN_VOCABULARY * 4} * random())::int as z) r`),
    );
    if (from % 50_000 === 0)
      console.error(`  ${Math.min(ids, from + chunk) * TRACKS_PER_SET} / ${ids * TRACKS_PER_SET} tracks`);
  }
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tracklist_tracks`))[0].n;
  note(
    "tracklists / tracklist rows (generate_series)",
    `${ids.toLocaleString("en-GB")} / ${rows.toLocaleString("en-GB")} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  started = performance.now();
  for (const index of definitions)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql.raw(index.def));
    });
  await db.execute(sql`analyze`);
  note("index builds (two trigram, one btree) and analyze", `${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function timed(queries: string[]) {
  const samples: number[] = [];
  const slowest: Array<[number, string, number]> = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++)
    for (const q of queries) {
      const started = performance.now();
      const found = await searchPlayedTracks((await db()).db, q);
      const took = performance.now() - started;
      samples.push(took);
      slowest.push([took, q, found.length]);
    }
  samples.sort((a, b) => a - b);
  slowest.sort((a, b) => b[0] - a[0]);
  return {
    text: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
    slowest: slowest
      .slice(0, 3)
      .map(([t, q, n]) => `"${q}" ${ms(t)} (${n} plays)`)
      .join(", "),
  };
}

let database: Database | null = null;
const db = async () => {
  if (!database) throw new Error("no database");
  return database;
};

async function explain(query: SQL | SQLWrapper): Promise<string[]> {
  const result = await (await db()).db.execute(sql`explain (analyze, buffers off) ${query}`);
  return rowsOf<Record<string, string>>(result).map((r) => Object.values(r)[0]);
}

/** Both ways of searchPlayedTracks: the newest sets read first (its time), then the indexed query (indexes used, time). */
async function plan(q: string): Promise<string> {
  const newest = await explain(newestSetsPlaysSql(q, 60, 1000));
  const indexed = await explain(searchPlayedTracksQuery((await db()).db, q));
  if (process.env.BENCH_PLANS) console.error([...newest, "", ...indexed].join("\n"));
  const time = (lines: string[]) => lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "");
  const used = INDEXES.slice(0, 2).filter((name) => indexed.some((l) => l.includes(name)));
  return `newest 1,000 sets read: ${time(newest)}; indexed query: ${used.length ? used.join(" + ") : "no trigram index"}, ${time(indexed)}`;
}

async function benchSearch() {
  const env = execFileSync("bash", ["scripts/pg-cluster.sh", "start"], { cwd: root, encoding: "utf8" });
  const url = /TEST_DATABASE_URL=['"]?([^'"\n]+)/.exec(env)?.[1];
  const dir = /PG_CLUSTER_DIR=['"]?([^'"\n]+)/.exec(env)?.[1];
  try {
    if (!url) throw new Error("no PostgreSQL URL from scripts/pg-cluster.sh");
    database = await openDatabase({ databaseUrl: url, dataDir: "", statementTimeoutMs: 3_600_000 });
    await migrateDatabase(database);
    await seedTracks(database);
    // Artists by full name across the tail (popular, middling, rare), titles, a stem many names share, a word in a
    // remix credit, accents and case folded, and words nobody played.
    const artists = [3, 40, 400, 2_000, 9_000, 30_000, 90_000, 150_000, 199_000].map(artistName);
    // Titles as people type them, picked from the stored tracks (some lower-cased, some without their remix credit).
    const sampled = rowsOf<{ title: string }>(
      await database.db.execute(sql`select title from tracklist_tracks tablesample system (0.05)
        where not unreleased and not hidden limit 6`),
    ).map((r) => r.title);
    const titles = sampled.map((title, i) => (i % 2 === 0 ? title.toLowerCase() : title.replace(/ \(.* Remix\)$/, "")));
    const words = [word(1), word(450), "Remix", `${word(12).replace("a", "á")}`, "no such track anywhere"];
    const a = await timed(artists);
    const t = await timed(titles);
    const w = await timed(words);
    const all = await timed([...artists, ...titles, ...words]);
    note(`searchPlayedTracks artist names, ${SEARCH_ROUNDS} rounds: p50 / p95`, a.text);
    note(`searchPlayedTracks titles: p50 / p95`, t.text);
    note(`searchPlayedTracks single words and stems: p50 / p95`, w.text);
    note(
      `searchPlayedTracks all ${artists.length + titles.length + words.length} queries: p50 / p95 (target p95 ≤ 20 ms)`,
      all.text,
    );
    note("slowest", all.slowest);
    note(`plan of "${artists[5]}" (rare artist)`, await plan(artists[5]));
    note(`plan of "${artists[0]}" (most played artist)`, await plan(artists[0]));
    note(`plan of "Remix" (a word in a quarter of the titles)`, await plan("Remix"));
    note(`plan of "${titles[2]}" (a title)`, await plan(titles[2]));
  } finally {
    await database?.close();
    if (dir) spawnSync("bash", ["scripts/pg-cluster.sh", "stop", dir], { cwd: root, stdio: "ignore" });
  }
}

async function main() {
  if (PARTS.includes("parse")) benchParse();
  if (PARTS.includes("search")) await benchSearch();
  console.log("\n| measurement | value |\n|---|---|");
  for (const [what, value] of table) console.log(`| ${what} | ${value} |`);
}

await main();
