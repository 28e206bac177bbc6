/**
 * The starting list of search aliases: what people type for a genre or a city, and the name the data uses.
 * Kept as data, one entry per canonical name, so the list can grow without touching the rule that reads it
 * (search-aliases.ts). Aliases are matched after folding (search-fold.ts), as whole words of the query.
 */
export interface SearchAliasEntry {
  /** The genre or city as DJs, events and venues spell it. */
  canonical: string;
  kind: "genre" | "city";
  aliases: string[];
}

export const SEARCH_ALIAS_LIST: readonly SearchAliasEntry[] = [
  {
    canonical: "Drum & Bass",
    kind: "genre",
    aliases: ["dnb", "d&b", "d'n'b", "dn'b", "drum n bass", "drum and bass", "drum'n'bass", "drumnbass", "drum&bass"],
  },
  { canonical: "UK Garage", kind: "genre", aliases: ["ukg", "uk garage", "2-step", "2step"] },
  { canonical: "Hip Hop", kind: "genre", aliases: ["hiphop", "hip-hop"] },
  { canonical: "R&B", kind: "genre", aliases: ["rnb", "r'n'b", "r n b", "rhythm and blues"] },
  { canonical: "Psytrance", kind: "genre", aliases: ["psy", "psy trance", "psy-trance"] },
  { canonical: "Progressive House", kind: "genre", aliases: ["prog house"] },
  { canonical: "Tech House", kind: "genre", aliases: ["tech-house", "techhouse"] },
  { canonical: "Deep House", kind: "genre", aliases: ["deephouse", "deep-house"] },
  { canonical: "Afro House", kind: "genre", aliases: ["afrohouse", "afro-house"] },
  { canonical: "Afrobeats", kind: "genre", aliases: ["afrobeat", "afro beats", "afropop"] },
  { canonical: "Amapiano", kind: "genre", aliases: ["yanos", "ama piano"] },
  { canonical: "Breakbeat", kind: "genre", aliases: ["breaks", "break beat"] },
  { canonical: "Hard Techno", kind: "genre", aliases: ["hardtechno", "hard-techno"] },
  { canonical: "New York", kind: "city", aliases: ["nyc", "new york city"] },
  { canonical: "London", kind: "city", aliases: ["ldn"] },
  { canonical: "Johannesburg", kind: "city", aliases: ["joburg", "jozi", "jhb"] },
  { canonical: "São Paulo", kind: "city", aliases: ["sampa"] },
  { canonical: "Tel Aviv", kind: "city", aliases: ["tlv", "telaviv", "tel-aviv"] },
  { canonical: "Amsterdam", kind: "city", aliases: ["a'dam"] },
  { canonical: "Köln", kind: "city", aliases: ["koeln", "cologne"] },
  { canonical: "München", kind: "city", aliases: ["muenchen", "munich"] },
  { canonical: "Zürich", kind: "city", aliases: ["zuerich"] },
];
