-- Events: review of pending events (review_note is the reason an admin gave when sending one back,
-- mailed to the creator; reviewed_by / reviewed_at say who and when) and event_interactions: ticket clicks and shares
-- on event pages, sent by the page beacon (never the loader), for the organiser's analytics.
CREATE TABLE "event_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"platform" text,
	"referrer" text,
	"interaction_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_interactions_interaction_key_unique" UNIQUE("interaction_key")
);
--> statement-breakpoint
ALTER TABLE "mate_events" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "mate_events" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "mate_events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_interactions" ADD CONSTRAINT "event_interactions_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_interactions_event_created_idx" ON "event_interactions" USING btree ("event_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "mate_events" ADD CONSTRAINT "mate_events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;