import { readdirSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each form has one validator (its zod schema in app/core) and the domain keeps only the checks that need the
 * database or server state, so a message a person reads is written once. This scan finds every string literal
 * used as a validation message in app/ and server/ (tests excluded) and fails on any message written in two
 * places, naming the places: a second copy is a second validator that will drift from the first.
 *
 * Messages are read where they are used as one: the second argument of `new AppError(…)`, the `error`/`message`
 * of a zod check or issue, the message argument of a zod check (`.min(1, "…")`, `.email("…")`), a `formError`, and
 * the values of an `errors: { field: "…" }` object. Template literals compare with their `${…}` parts blanked (shown as
 * `{…}`), so `${label} is too long (at most ${max} characters)` matches however the number is written.
 */

const ROOT = path.resolve(__dirname, "..", "..", "..");
/** Read by the operator at start-up, not by a person filling in a form. */
const NOT_USER_FACING = new Set(["server/config.server.ts"]);
/** HTTP's own reason phrases ("Not Found") answer a bad request line, not a form. */
const REASON_PHRASES = new Set(Object.values(STATUS_CODES));

/** A double-quoted, single-quoted or template literal (a `${…}` part may hold one level of braces). */
const LITERAL = String.raw`("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\$]|\\.|\$(?!\{)|\$\{(?:[^{}]|\{[^{}]*\})*\})*\x60)`;
const PLACES = [
  // A domain refusal of the input (not_found, forbidden… are outcomes, not validation).
  new RegExp(String.raw`\bnew AppError\(\s*"(?:invalid_input|too_large)",\s*${LITERAL}`, "g"),
  // …but not the message of a success (`{ ok: true, message }` is a notice).
  new RegExp(String.raw`(?<!\bok:\s*true\s*)[{,]\s*(?:error|message|formError)\s*:\s*${LITERAL}`, "g"),
];
/** Zod checks whose message is their last argument: after a bound or a predicate (`.min(1, "…")`), or alone. */
const BOUNDED_CHECKS = new Set(["min", "max", "length", "regex", "refine", "gt", "gte", "lt", "lte", "multipleOf"]);
const SOLE_CHECKS = new Set(["email", "url", "nonempty", "int", "positive", "nonnegative"]);
const WHOLE_LITERAL = new RegExp(`^${LITERAL}$`);
/** The field messages of an `errors: { … }` object written out in place. */
const ERRORS_OBJECT = /\berrors\s*:\s*\{([^{}]*)\}/g;
const FIELD_MESSAGE = new RegExp(String.raw`(?:^|,)\s*(?:\w+|"[^"]*"|\[[^\]]+\])\s*:\s*${LITERAL}`, "g");

interface MessageUse {
  text: string;
  file: string;
  line: number;
}

interface SourceText {
  file: string;
  /** The source with its comments blanked (same length, so offsets and lines stay). */
  code: string;
  /** Every string and template literal, in order (`end` is just past its closing quote). */
  literals: { text: string; index: number; end: number }[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.endsWith(".d.ts"))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .sort();
}

/** A literal's text, quotes off and `${…}` parts as `{…}`. */
function literalText(literal: string): string {
  const body = literal.slice(1, -1);
  return literal.startsWith("\x60") ? body.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, "{…}") : body;
}

/** Reads a source left to right, so a quote inside a comment or a `//` inside a string is never misread. */
function readSourceText(file: string, source: string): SourceText {
  const tokens = new RegExp(String.raw`${LITERAL}|\/\/[^\n]*|\/\*[\s\S]*?\*\/`, "g");
  const literals: SourceText["literals"] = [];
  const code = source.replace(tokens, (token: string, literal: string | undefined, index: number) => {
    if (literal === undefined) return token.replace(/[^\n]/g, " ");
    literals.push({ text: literalText(literal), index, end: index + token.length });
    return token;
  });
  return { file, code, literals };
}

/**
 * The arguments of the call whose `(` is just before `start`, as written (null when the call does not close). Literals
 * are stepped over whole, so a bracket or comma inside a message never counts.
 */
function callArguments(source: SourceText, start: number, literalEnds: Map<number, number>): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < source.code.length; i++) {
    const end = literalEnds.get(i);
    if (end !== undefined) {
      i = end - 1;
      continue;
    }
    const c = source.code[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      if (depth === 0) {
        args.push(source.code.slice(from, i));
        const trimmed = args.map((a) => a.trim());
        // A trailing comma leaves no argument after it.
        return trimmed.at(-1) === "" ? trimmed.slice(0, -1) : trimmed;
      }
      depth--;
    } else if (c === "," && depth === 0) {
      args.push(source.code.slice(from, i));
      from = i + 1;
    }
  }
  return null;
}

/** The literal messages of zod checks: `.min(1, "…")`, `.refine((v) => …, "…")`, `.email("…")`. */
function checkMessages(source: SourceText): string[] {
  const literalEnds = new Map(source.literals.map((l) => [l.index, l.end]));
  const found: string[] = [];
  for (const m of source.code.matchAll(/\.(\w+)\(/g)) {
    const name = m[1];
    if (!BOUNDED_CHECKS.has(name) && !SOLE_CHECKS.has(name)) continue;
    const args = callArguments(source, (m.index ?? 0) + m[0].length, literalEnds);
    if (!args || args.length !== (BOUNDED_CHECKS.has(name) ? 2 : 1)) continue;
    const last = args[args.length - 1];
    if (WHOLE_LITERAL.test(last)) found.push(last);
  }
  return found;
}

/** Words, not codes or a bare format: a message has two words in it. */
const isMessage = (text: string) => /[A-Za-z]{2}\S*\s+\S*[A-Za-z]{2}/.test(text) && !REASON_PHRASES.has(text);

/** The texts used as validation messages in one source (where they are used as one). */
function messagesIn(source: SourceText): Set<string> {
  const texts = new Set<string>();
  const add = (literal: string) => {
    const text = literalText(literal);
    if (isMessage(text)) texts.add(text);
  };
  for (const place of PLACES) for (const m of source.code.matchAll(place)) add(m[1]);
  for (const literal of checkMessages(source)) add(literal);
  for (const m of source.code.matchAll(ERRORS_OBJECT)) for (const f of m[1].matchAll(FIELD_MESSAGE)) add(f[1]);
  return texts;
}

/**
 * Every validation message written in more than one place, with its places: a text used as a message somewhere
 * counts wherever the same literal is written again (also through a helper such as `invalid("…", "field")`).
 */
function duplicatedMessages(sources: SourceText[]): Map<string, MessageUse[]> {
  const messages = new Set(sources.flatMap((s) => [...messagesIn(s)]));
  const places = new Map<string, MessageUse[]>();
  for (const source of sources)
    for (const literal of source.literals) {
      if (!messages.has(literal.text)) continue;
      const line = source.code.slice(0, literal.index).split("\n").length;
      places.set(literal.text, [...(places.get(literal.text) ?? []), { text: literal.text, file: source.file, line }]);
    }
  return new Map([...places].filter(([, uses]) => uses.length > 1));
}

describe("validation messages", () => {
  it("reads messages where they are used as one, and finds their copies", () => {
    // Sources as text: `%{` stands for a template literal's `${`.
    const readSource = (file: string, text: string) => readSourceText(file, text.replaceAll("%{", "$" + "{"));
    const a = readSource(
      "a.ts",
      [
        'const s = z.string().min(1, "Name is required").max(80, { error: \x60Name is too long (at most %{MAX})\x60 });',
        '// "A DJ is on the lineup twice" in a comment is no copy',
        'ctx.addIssue({ code: "custom", message: "A DJ is on the lineup twice" });',
        'return data({ errors: { email: "Enter a valid email" }, formError: "Nothing was saved here" });',
        'const code = { error: "not_found" }; const label = "Not a message at all"; const h = "Not Found";',
        'return data({ ok: true, message: "Account role changed" });',
        'const p = z.string().refine((v) => /^[0-9 ()]+$/.test(v), "Digits and spaces only, please");',
        'const q = z.string().max(groupedInteger(LIMIT), "Keep it (much) shorter, please");',
        'const r = label.includes("Not a check at all");',
        'const url = "https://example.com/a//b"; const other = "Nothing was saved here";',
      ].join("\n"),
    );
    const b = readSource(
      "b.ts",
      'if (!name) invalid("Name is required", "name");\n' +
        'throw new AppError("too_large", \x60Name is too long (at most %{NAME_MAX.toLocaleString()})\x60);\n' +
        'throw new AppError("not_found", "Not a message at all");',
    );
    expect([...messagesIn(a)].sort()).toEqual([
      "A DJ is on the lineup twice",
      "Digits and spaces only, please",
      "Enter a valid email",
      "Keep it (much) shorter, please",
      "Name is required",
      "Name is too long (at most {…})",
      "Nothing was saved here",
    ]);
    const copies = duplicatedMessages([a, b]);
    expect(
      Object.fromEntries([...copies].map(([text, uses]) => [text, uses.map((u) => `${u.file}:${u.line}`)])),
    ).toEqual({
      "Name is required": ["a.ts:1", "b.ts:1"],
      "Name is too long (at most {…})": ["a.ts:1", "b.ts:2"],
      "Nothing was saved here": ["a.ts:4", "a.ts:10"],
    });
  });

  it("are written once in app/ and server/", () => {
    const sources = ["app", "server"]
      .flatMap(sourceFiles)
      .filter((file) => !NOT_USER_FACING.has(file))
      .map((file) => readSourceText(file, readFileSync(path.join(ROOT, file), "utf8")));
    // The scan reads the forms' messages at all (a scan that finds nothing would pass for the wrong reason).
    expect(sources.reduce((n, s) => n + messagesIn(s).size, 0)).toBeGreaterThan(100);
    const report = [...duplicatedMessages(sources)].map(
      ([text, places]) => `"${text}" in ${places.map((p) => `${p.file}:${p.line}`).join(", ")}`,
    );
    expect(report).toEqual([]);
  });
});
