-- /find-djs reads which DJs a day is taken for across every DJ (decision 054): holds and unavailable days by day.
CREATE INDEX "calendar_holds_taken_day_idx" ON "calendar_holds" USING btree ("day","dj_profile_id") WHERE "calendar_holds"."status" in ('active', 'confirmed');--> statement-breakpoint
CREATE INDEX "calendar_unavailable_days_day_idx" ON "calendar_unavailable_days" USING btree ("day","dj_profile_id");--> statement-breakpoint
-- The day's gigs for /find-djs (decision 054), read from the indexes alone: published events by start with their id
-- and zone (the local day is worked out from both), and each event's lineup DJs. Drizzle's index builder cannot
-- spell INCLUDE, so these two are written here only.
CREATE INDEX "mate_events_published_start_idx" ON "mate_events" USING btree ("event_date") INCLUDE ("id", "time_zone")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "event_lineup_event_dj_idx" ON "event_lineup" USING btree ("event_id") INCLUDE ("dj_profile_id");
