/** Content negotiation for compressed answers (decision 020): what the edge and the feed answers both ask. */

export type ContentEncoding = "br" | "gzip" | "identity";

/** Whether the client takes this content coding, honouring `q=0` ("not this one") and `*`. */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: "br" | "gzip"): boolean {
  if (!acceptEncoding) return false;
  let wildcard = 0;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = weight ? Number(weight.slice(2)) || 0 : 1;
    if (name === coding) return q > 0;
    if (name === "*") wildcard = q;
  }
  return wildcard > 0;
}

/** The encoding to answer with: brotli over gzip over none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  if (acceptsEncoding(acceptEncoding, "br")) return "br";
  if (acceptsEncoding(acceptEncoding, "gzip")) return "gzip";
  return "identity";
}
