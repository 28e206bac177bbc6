-- Personal press-kit links per booking inquiry (decision 058, "Personal links"): the token kept only as its SHA-256,
-- expiry and revocation, the opens counted on the link, each download a row of its own.
CREATE TABLE "booking_press_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"file" text NOT NULL,
	"label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_press_downloads_file_check" CHECK ("booking_press_downloads"."file" in ('technical', 'hospitality', 'photo', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "booking_press_links" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "booking_press_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_press_downloads" ADD CONSTRAINT "booking_press_downloads_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_press_links" ADD CONSTRAINT "booking_press_links_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_press_links" ADD CONSTRAINT "booking_press_links_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_press_links" ADD CONSTRAINT "booking_press_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_press_downloads_inquiry_idx" ON "booking_press_downloads" USING btree ("inquiry_id","at");--> statement-breakpoint
CREATE INDEX "booking_press_links_dj_idx" ON "booking_press_links" USING btree ("dj_profile_id");