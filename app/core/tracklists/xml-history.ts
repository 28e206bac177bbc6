/**
 * XML history files (rekordbox XML, Traktor NML) are read with entity declarations refused outright: a DJ's software
 * never writes a DOCTYPE, and a file that carries one could point at other files (external entities) or expand a few
 * bytes into gigabytes ("billion laughs"). Nothing in a DOCTYPE is ever resolved; only XML's five own entities are.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { lineAt, TracklistFileError } from "./tracklist";

export type XmlNode = { [name: string]: unknown };

export function readHistoryXml(text: string, repeated: readonly string[]): XmlNode {
  const doctype = /<!(DOCTYPE|ENTITY)\b/i.exec(text);
  if (doctype) {
    throw new TracklistFileError(
      "the file declares a DOCTYPE or entities, which DJ software never writes; it was not read.",
      lineAt(text, doctype.index),
    );
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) throw new TracklistFileError(`the XML is broken here (${valid.err.msg})`, valid.err.line);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => repeated.includes(name),
  });
  return parser.parse(text) as XmlNode;
}

/** A child element (or its array) of a parsed node. */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== "object") return undefined;
  const value = (node as XmlNode)[name];
  if (Array.isArray(value)) return value[0] as XmlNode | undefined;
  return value && typeof value === "object" ? (value as XmlNode) : undefined;
}

export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== "object") return [];
  const value = (node as XmlNode)[name];
  if (Array.isArray(value)) return value.filter((v): v is XmlNode => Boolean(v) && typeof v === "object");
  return value && typeof value === "object" ? [value as XmlNode] : [];
}

export function attr(node: unknown, name: string): string {
  if (!node || typeof node !== "object") return "";
  const value = (node as XmlNode)[`@${name}`];
  return value === undefined || value === null ? "" : String(value);
}

/** The line where an attribute with this value first appears, to name it in a refusal. */
export function lineOfAttribute(text: string, name: string, value: string): number | null {
  const escaped = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  for (const candidate of [`${name}="${escaped}"`, `${name}="${value}"`]) {
    const at = text.indexOf(candidate);
    if (at >= 0) return lineAt(text, at);
  }
  return null;
}
