CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_inquiry_status_history" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_created_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "dj_profile_views_created_idx" ON "dj_profile_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dj_radio_plays_created_idx" ON "dj_radio_plays" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_views_created_idx" ON "event_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_analytics_zero_results_idx" ON "search_analytics" USING btree ("created_at") WHERE "search_analytics"."result_count" = 0 and "search_analytics"."clicked_result_id" is null;--> statement-breakpoint
CREATE INDEX "venue_views_created_idx" ON "venue_views" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "booking_inquiry_status_history" ADD CONSTRAINT "booking_inquiry_status_history_kind_check" CHECK ("booking_inquiry_status_history"."kind" in ('status', 'note', 'reply'));