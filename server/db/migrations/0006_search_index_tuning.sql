-- Search index tuning (decision 011 "Indexes without a pending list").
--
-- 1. The trigram GIN indexes stop using GIN's "fast update" pending list. With it, new rows go to an unsorted
--    list that every search reads in full until VACUUM merges it into the index; PGlite runs no autovacuum, so
--    after the bench's bulk insert each index kept 100–480 pending pages, and the planner, pricing that list,
--    chose to scan whole tables instead (a missed venue search: 116 ms, 2.8 ms after the merge). Writes to
--    these tables are rare next to searches, so merging each row as it is written is the better trade. Rows
--    already pending are merged here.
ALTER INDEX "dj_profiles_display_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"dj_profiles_display_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "dj_profiles_real_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"dj_profiles_real_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "mate_events_event_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"mate_events_event_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "mate_events_location_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"mate_events_location_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "mate_events_venue_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"mate_events_venue_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "news_items_content_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"news_items_content_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "news_items_excerpt_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"news_items_excerpt_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "news_items_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"news_items_title_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "production_lines_description_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"production_lines_description_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "production_lines_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"production_lines_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "venue_profiles_city_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"venue_profiles_city_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "venue_profiles_country_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"venue_profiles_country_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "venue_profiles_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"venue_profiles_name_trgm_idx"'::regclass);--> statement-breakpoint
-- 2. Search tier 1 ("the field starts with the query") is read one field at a time in that field's lower(…)
--    byte order (search-sql.server.ts, searchTiers). Display names and venue and production names have these
--    indexes since 0004; real names, cities and countries get them here, so every tier-1 query of DJs and
--    venues is an index range scan that stops after one page. (Production descriptions are free text, too long
--    for a btree entry, and the table is small: that sub-tier is served by the trigram index.)
CREATE INDEX IF NOT EXISTS "dj_profiles_real_name_prefix_idx" ON "dj_profiles" (lower("real_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_city_prefix_idx" ON "venue_profiles" (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_country_prefix_idx" ON "venue_profiles" (lower("country") text_pattern_ops);
