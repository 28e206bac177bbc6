-- GIN trigram indexes for the case-insensitive contains-search of spec §7 (ILIKE '%q%' on these columns).
-- pg_trgm is enabled by 0000_extensions.
CREATE INDEX IF NOT EXISTS "dj_profiles_display_name_trgm_idx" ON "dj_profiles" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dj_profiles_real_name_trgm_idx" ON "dj_profiles" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_name_trgm_idx" ON "venue_profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_city_trgm_idx" ON "venue_profiles" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_profiles_country_trgm_idx" ON "venue_profiles" USING gin ("country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_event_name_trgm_idx" ON "mate_events" USING gin ("event_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_venue_trgm_idx" ON "mate_events" USING gin ("venue" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mate_events_location_trgm_idx" ON "mate_events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_name_trgm_idx" ON "production_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "production_lines_description_trgm_idx" ON "production_lines" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_title_trgm_idx" ON "news_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_excerpt_trgm_idx" ON "news_items" USING gin ("excerpt" gin_trgm_ops);
