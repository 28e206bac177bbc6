CREATE TABLE "calendar_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rank" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"inquiry_id" uuid,
	"promoter_name" text NOT NULL,
	"promoter_email" text,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"challenge_deadline" timestamp with time zone,
	"challenged_by" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "calendar_holds_status_check" CHECK ("calendar_holds"."status" in ('active', 'released', 'expired', 'lapsed', 'confirmed')),
	CONSTRAINT "calendar_holds_rank_check" CHECK (("calendar_holds"."status" = 'active') = ("calendar_holds"."rank" is not null) and ("calendar_holds"."rank" is null or "calendar_holds"."rank" >= 1))
);
--> statement-breakpoint
CREATE TABLE "calendar_unavailable_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "availability_grid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_unavailable_days" ADD CONSTRAINT "calendar_unavailable_days_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_unavailable_days" ADD CONSTRAINT "calendar_unavailable_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_holds_active_rank_uq" ON "calendar_holds" USING btree ("dj_profile_id","day","rank") WHERE "calendar_holds"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_holds_active_inquiry_uq" ON "calendar_holds" USING btree ("inquiry_id") WHERE "calendar_holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "calendar_holds_dj_day_idx" ON "calendar_holds" USING btree ("dj_profile_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_unavailable_days_dj_day_uq" ON "calendar_unavailable_days" USING btree ("dj_profile_id","day");--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_calendar_feed_token_hash_unique" UNIQUE("calendar_feed_token_hash");