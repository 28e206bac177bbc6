-- Search. Suggestions match names by prefix: lower(name) LIKE 'q%' uses these btree indexes
-- (text_pattern_ops works whatever the collation). News content is searched too, so it gets a trigram index
-- like title and excerpt (0002).
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_prefix_idx" ON "dj_profiles" (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_prefix_idx" ON "venue_profiles" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_prefix_idx" ON "production_lines" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_content_trgm_idx" ON "news_items" USING gin ("content" gin_trgm_ops);
