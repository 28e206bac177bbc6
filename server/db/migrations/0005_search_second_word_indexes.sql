-- Search suggestions also match the second word of a name ("au" → "Felix Aurel"). These btree
-- indexes cover lower(name from its second word on), so that prefix match is an index range scan as well.
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_second_word_idx" ON "dj_profiles" (lower(substr("display_name", strpos("display_name", ' ') + 1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_second_word_idx" ON "venue_profiles" (lower(substr("name", strpos("name", ' ') + 1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_second_word_idx" ON "production_lines" (lower(substr("name", strpos("name", ' ') + 1)) text_pattern_ops);
