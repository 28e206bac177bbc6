CREATE TABLE "dj_press_kits" (
	"dj_profile_id" uuid PRIMARY KEY NOT NULL,
	"long_bio" text,
	"link_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_press_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"version" text NOT NULL,
	"original_key" text NOT NULL,
	"original_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"credit" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_press_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"quote" text NOT NULL,
	"source" text NOT NULL,
	"link" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_press_quotes_quote_check" CHECK (char_length("dj_press_quotes"."quote") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "dj_press_riders" (
	"dj_profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_press_riders_dj_profile_id_kind_pk" PRIMARY KEY("dj_profile_id","kind"),
	CONSTRAINT "dj_press_riders_kind_check" CHECK ("dj_press_riders"."kind" in ('technical', 'hospitality'))
);
--> statement-breakpoint
ALTER TABLE "dj_press_kits" ADD CONSTRAINT "dj_press_kits_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_press_photos" ADD CONSTRAINT "dj_press_photos_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_press_quotes" ADD CONSTRAINT "dj_press_quotes_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_press_riders" ADD CONSTRAINT "dj_press_riders_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_press_photos_dj_idx" ON "dj_press_photos" USING btree ("dj_profile_id","position");--> statement-breakpoint
CREATE INDEX "dj_press_quotes_dj_idx" ON "dj_press_quotes" USING btree ("dj_profile_id","position");