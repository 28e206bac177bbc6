-- Search on the database's own indexes (decision 053). search_fold() is the folding rule of
-- app/core/search/search-fold.ts (lower(), then one character table, then four letters spelled out), the very
-- expression search compared before, now one IMMUTABLE function so it can be indexed. The character table is
-- the pure rule's, not unaccent's: both sides of every match must fold alike (tests/integration/search-fold-sql.test.ts).
-- Plain ASCII skips translate(), whose cost grows with the table's length for every character.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fold$
  SELECT CASE WHEN octet_length($1) = char_length($1) THEN lower($1) ELSE replace(replace(replace(replace(translate(lower($1), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžơưǎǐǒǔǖǘǚǜǟǡǧǩǫǭǰǵǹǻȁȃȅȇȉȋȍȏȑȓȕȗșțȟȧȩȫȭȯȱȳıøłđħŧŀƀƒð̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzouaiouuuuuaagkoojgnaaaeeiioorruusthaeooooyioldhtlbfd'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th') END
$fold$;--> statement-breakpoint
-- A list (DJ genres) as one folded text joined by ' / ', as search reads it. array_to_string is only STABLE
-- (it formats elements through their type's output function); for text[] that output never changes.
CREATE OR REPLACE FUNCTION search_fold_list(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $list$
  SELECT public.search_fold(array_to_string($1, ' / '))
$list$;--> statement-breakpoint
-- Trigram indexes of every searched field as search compares it (folded): contains, word starts (regular
-- expressions) and equality are looked up here; typos through word similarity.
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_fold_trgm_idx" ON "dj_profiles" USING gin (search_fold("display_name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dj_profiles_real_name_fold_trgm_idx" ON "dj_profiles" USING gin (search_fold("real_name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dj_profiles_genres_fold_trgm_idx" ON "dj_profiles" USING gin (search_fold_list("genres") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dj_profiles_location_fold_trgm_idx" ON "dj_profiles" USING gin (search_fold("location") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_fold_trgm_idx" ON "venue_profiles" USING gin (search_fold("name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_city_fold_trgm_idx" ON "venue_profiles" USING gin (search_fold("city") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_country_fold_trgm_idx" ON "venue_profiles" USING gin (search_fold("country") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_venue_type_fold_trgm_idx" ON "venue_profiles" USING gin (search_fold("venue_type") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_event_name_fold_trgm_idx" ON "mate_events" USING gin (search_fold("event_name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_venue_fold_trgm_idx" ON "mate_events" USING gin (search_fold("venue") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_location_fold_trgm_idx" ON "mate_events" USING gin (search_fold("location") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_lineup_dj_name_fold_trgm_idx" ON "event_lineup" USING gin (search_fold("dj_name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_fold_trgm_idx" ON "production_lines" USING gin (search_fold("name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_description_fold_trgm_idx" ON "production_lines" USING gin (search_fold("description") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_title_fold_trgm_idx" ON "news_items" USING gin (search_fold("title") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_excerpt_fold_trgm_idx" ON "news_items" USING gin (search_fold("excerpt") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_content_fold_trgm_idx" ON "news_items" USING gin (search_fold("content") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- Suggestions (spec §7 prefix matches, accent-insensitive) and the name order after the rank: btree in byte
-- order (text_pattern_ops), so LIKE 'prefix%' and ORDER BY … USING ~<~ walk the index and stop at the limit.
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_fold_prefix_idx" ON "dj_profiles" (search_fold("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_second_fold_prefix_idx" ON "dj_profiles" (search_fold(substr("display_name", strpos("display_name", ' ') + 1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_fold_prefix_idx" ON "venue_profiles" (search_fold("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_second_fold_prefix_idx" ON "venue_profiles" (search_fold(substr("name", strpos("name", ' ') + 1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_fold_prefix_idx" ON "production_lines" (search_fold("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_second_fold_prefix_idx" ON "production_lines" (search_fold(substr("name", strpos("name", ' ') + 1)) text_pattern_ops);
