CREATE TABLE "tracklist_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"artist" text NOT NULL,
	"title" text NOT NULL,
	"bpm" double precision,
	"musical_key" text,
	"offset_seconds" integer,
	"unreleased" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tracklist_tracks_text_length" CHECK (length("tracklist_tracks"."artist") <= 300 and length("tracklist_tracks"."title") <= 300)
);
--> statement-breakpoint
CREATE TABLE "tracklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"format" text NOT NULL,
	"published_at" timestamp with time zone,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracklists_event_dj_unique" UNIQUE("event_id","dj_profile_id")
);
--> statement-breakpoint
ALTER TABLE "tracklist_tracks" ADD CONSTRAINT "tracklist_tracks_tracklist_id_tracklists_id_fk" FOREIGN KEY ("tracklist_id") REFERENCES "public"."tracklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracklists" ADD CONSTRAINT "tracklists_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracklists" ADD CONSTRAINT "tracklists_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracklists" ADD CONSTRAINT "tracklists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracklist_tracks_tracklist_idx" ON "tracklist_tracks" USING btree ("tracklist_id","position");--> statement-breakpoint
CREATE INDEX "tracklists_dj_profile_idx" ON "tracklists" USING btree ("dj_profile_id","published_at");