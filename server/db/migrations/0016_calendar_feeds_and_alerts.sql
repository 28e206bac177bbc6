CREATE TABLE "event_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_at" timestamp with time zone,
	CONSTRAINT "event_changes_kind_check" CHECK ("event_changes"."kind" in ('published', 'date_changed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "follower_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_until" timestamp with time zone,
	"digest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follower_alerts_user_event_kind_uq" UNIQUE("user_id","event_id","kind"),
	CONSTRAINT "follower_alerts_kind_check" CHECK ("follower_alerts"."kind" in ('published', 'date_changed', 'cancelled')),
	CONSTRAINT "follower_alerts_status_check" CHECK ("follower_alerts"."status" in ('queued', 'sending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"feed_version" integer DEFAULT 1 NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_alert_settings_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "mate_events" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_alerts" ADD CONSTRAINT "follower_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_alerts" ADD CONSTRAINT "follower_alerts_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_alert_settings" ADD CONSTRAINT "user_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_changes_unplanned_idx" ON "event_changes" USING btree ("planned_at","created_at");--> statement-breakpoint
CREATE INDEX "follower_alerts_status_user_idx" ON "follower_alerts" USING btree ("status","user_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
-- hand-written below
-- iCalendar SEQUENCE: every update of an event row bumps it, whichever code path wrote it (the
-- forms, the review, a cancel, the CLI, psql), so a subscribed calendar replaces its copy.
CREATE OR REPLACE FUNCTION booth_event_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mate_events_calendar_sequence
  BEFORE UPDATE ON mate_events
  FOR EACH ROW EXECUTE FUNCTION booth_event_calendar_sequence();--> statement-breakpoint
-- Follower news: published (on insert, or a status change to published), a new date of a published
-- event, a published event cancelled. Recorded in the writing transaction, so news is never lost between the
-- write and the digest; follower_alerts are planned from these rows at digest time.
CREATE OR REPLACE FUNCTION booth_event_follower_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'published' THEN
      INSERT INTO event_changes (event_id, kind) VALUES (NEW.id, 'published');
    END IF;
  ELSIF NEW.status = 'published' AND OLD.status <> 'published' THEN
    INSERT INTO event_changes (event_id, kind) VALUES (NEW.id, 'published');
  ELSIF NEW.status = 'published' AND NEW.event_date IS DISTINCT FROM OLD.event_date THEN
    INSERT INTO event_changes (event_id, kind) VALUES (NEW.id, 'date_changed');
  ELSIF NEW.status = 'cancelled' AND OLD.status = 'published' THEN
    INSERT INTO event_changes (event_id, kind) VALUES (NEW.id, 'cancelled');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mate_events_follower_news
  AFTER INSERT OR UPDATE ON mate_events
  FOR EACH ROW EXECUTE FUNCTION booth_event_follower_news();--> statement-breakpoint
CREATE INDEX "follower_alerts_user_kind_idx" ON "follower_alerts" USING btree ("user_id","kind","status");
