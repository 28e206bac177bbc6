-- Venue management: invitations for people who may not have an account yet (the venue_managers row is
-- inserted on acceptance), the venue gallery, de-duplicated venue page views from the page beacon, booking inquiries
-- sent from venue pages, and the managers' choice to take bookings on the public page.
CREATE TABLE "venue_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "venue_invitations_role_check" CHECK ("venue_invitations"."role" in ('owner', 'manager', 'booking_agent', 'promoter')),
	CONSTRAINT "venue_invitations_status_check" CHECK ("venue_invitations"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "venue_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"referrer" text,
	"user_agent" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"view_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_views_view_key_unique" UNIQUE("view_key")
);
--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD COLUMN "accepts_bookings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_invitations" ADD CONSTRAINT "venue_invitations_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_invitations" ADD CONSTRAINT "venue_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_invitations" ADD CONSTRAINT "venue_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_media" ADD CONSTRAINT "venue_media_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_media" ADD CONSTRAINT "venue_media_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_views" ADD CONSTRAINT "venue_views_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_invitations_venue_idx" ON "venue_invitations" USING btree ("venue_id","status");--> statement-breakpoint
CREATE INDEX "venue_media_venue_idx" ON "venue_media" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "venue_views_venue_created_idx" ON "venue_views" USING btree ("venue_id","created_at");--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_inquiries_venue_id_idx" ON "booking_inquiries" USING btree ("venue_id","created_at");