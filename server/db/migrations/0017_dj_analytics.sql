CREATE TABLE "dj_follow_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_follow_events_kind_check" CHECK ("dj_follow_events"."kind" in ('follow', 'unfollow'))
);
--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "follows_gained" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "follows_lost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "booking_inquiries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "clicks_by_platform" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "shares_by_platform" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "dj_follow_events_profile_created_idx" ON "dj_follow_events" USING btree ("dj_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "dj_media_plays_created_brin" ON "dj_media_plays" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dj_profile_views_created_brin" ON "dj_profile_views" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dj_radio_plays_created_brin" ON "dj_radio_plays" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dj_share_events_created_brin" ON "dj_share_events" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dj_social_clicks_created_brin" ON "dj_social_clicks" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dj_whatsapp_connects_created_brin" ON "dj_whatsapp_connects" USING brin ("created_at");--> statement-breakpoint
-- hand-written below
-- Every follow and unfollow is logged by the database itself (the mate dashboard's followers gained and lost per day), whatever
-- wrote it: the follow button, an account's deletion cascading to its follows, psql.
CREATE OR REPLACE FUNCTION dj_follows_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dj_follow_events (dj_profile_id, user_id, kind, created_at) VALUES (NEW.dj_profile_id, NEW.user_id, 'follow', now());
    RETURN NEW;
  END IF;
  INSERT INTO dj_follow_events (dj_profile_id, user_id, kind, created_at) VALUES (OLD.dj_profile_id, OLD.user_id, 'unfollow', now());
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dj_follows_log_insert AFTER INSERT ON dj_follows FOR EACH ROW EXECUTE FUNCTION dj_follows_log();
--> statement-breakpoint
CREATE TRIGGER dj_follows_log_delete AFTER DELETE ON dj_follows FOR EACH ROW EXECUTE FUNCTION dj_follows_log();
--> statement-breakpoint
-- The follows that exist already become their 'follow' events at the time they were made, so followers over time
-- starts from the right count on existing databases.
INSERT INTO dj_follow_events (dj_profile_id, user_id, kind, created_at)
SELECT dj_profile_id, user_id, 'follow', created_at FROM dj_follows;
