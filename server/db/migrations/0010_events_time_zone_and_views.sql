-- Events (decision 021). mate_events.time_zone: the venue's IANA zone, so start and end times are shown
-- where the party happens and the event_id's date is the local date (existing rows get the default).
-- event_views: views of event pages, sent by the page's beacon through /api/dj-activity (kind event_view), one per
-- visitor's tab, event and day (view_key).
CREATE TABLE "event_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"referrer" text,
	"user_agent" text,
	"country" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"view_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_views_view_key_unique" UNIQUE("view_key")
);
--> statement-breakpoint
ALTER TABLE "mate_events" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_views_event_created_idx" ON "event_views" USING btree ("event_id","created_at");