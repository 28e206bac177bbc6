CREATE TABLE "venue_staff_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"target_user_id" text,
	"target_label" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_staff_log_action_check" CHECK ("venue_staff_log"."action" in ('invite', 'cancel-invitation', 'accept', 'role', 'permissions', 'revoke', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "venue_staff_log" ADD CONSTRAINT "venue_staff_log_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff_log" ADD CONSTRAINT "venue_staff_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff_log" ADD CONSTRAINT "venue_staff_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_staff_log_venue_created_idx" ON "venue_staff_log" USING btree ("venue_id","created_at");