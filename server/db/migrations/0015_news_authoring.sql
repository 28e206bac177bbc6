CREATE TABLE "news_item_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_item_id" uuid NOT NULL,
	"dj_profile_id" uuid,
	"venue_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_item_tags" ADD CONSTRAINT "news_item_tags_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_tags" ADD CONSTRAINT "news_item_tags_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_tags" ADD CONSTRAINT "news_item_tags_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_tags" ADD CONSTRAINT "news_item_tags_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_item_tags_news_item_id_idx" ON "news_item_tags" USING btree ("news_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_item_tags_dj_unique" ON "news_item_tags" USING btree ("news_item_id","dj_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_item_tags_venue_unique" ON "news_item_tags" USING btree ("news_item_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_item_tags_event_unique" ON "news_item_tags" USING btree ("news_item_id","event_id");--> statement-breakpoint
-- hand-written below
ALTER TABLE "news_item_tags" ADD CONSTRAINT "news_item_tags_one_target" CHECK (num_nonnulls("dj_profile_id", "venue_id", "event_id") = 1);
