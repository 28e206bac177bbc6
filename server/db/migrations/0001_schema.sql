CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"event_date" date,
	"city" text,
	"venue" text,
	"event_type" text,
	"budget_range" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_inquiry_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"analytics_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"functional_consent" boolean DEFAULT true NOT NULL,
	"essential_consent" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_preferences_visitor_id_unique" UNIQUE("visitor_id")
);
--> statement-breakpoint
CREATE TABLE "dj_daily_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_seconds" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"whatsapp_connects" integer DEFAULT 0 NOT NULL,
	"media_plays" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_follows" (
	"user_id" text NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_follows_user_id_dj_profile_id_pk" PRIMARY KEY("user_id","dj_profile_id")
);
--> statement-breakpoint
CREATE TABLE "dj_media_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"media_type" text NOT NULL,
	"media_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_profile_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_profile_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"evidence_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_profile_claims_status_check" CHECK ("dj_profile_claims"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "dj_profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"referrer" text,
	"user_agent" text,
	"country" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"view_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_profile_views_view_key_unique" UNIQUE("view_key")
);
--> statement-breakpoint
CREATE TABLE "dj_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"real_name" text,
	"bio" text,
	"location" text,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT ARRAY['DJ']::text[] NOT NULL,
	"profile_image" text,
	"image_position" text DEFAULT 'center' NOT NULL,
	"agency" text,
	"featured_track" text,
	"featured_videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"theme_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"verification_status" text DEFAULT 'none' NOT NULL,
	"homepage_featured" boolean DEFAULT false NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	"booking_enabled" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"soundcloud_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"twitter_url" text,
	"website_url" text,
	"whatsapp" text,
	"spotify_url" text,
	"apple_music_url" text,
	"beatport_url" text,
	"facebook_url" text,
	"tiktok_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dj_profiles_verification_status_check" CHECK ("dj_profiles"."verification_status" in ('none', 'mate', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "dj_radio_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_share_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_social_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_social_clicks_platform_lowercase" CHECK ("dj_social_clicks"."platform" = lower("dj_social_clicks"."platform"))
);
--> statement-breakpoint
CREATE TABLE "dj_whatsapp_connects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_lineup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"dj_profile_id" uuid,
	"dj_name" text NOT NULL,
	"set_time" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"venue" text,
	"location" text,
	"lineup" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"event_image" text,
	"description" text,
	"ticket_url" text,
	"venue_id" uuid,
	"production_line_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mate_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "mate_events_event_id_url_safe" CHECK ("mate_events"."event_id" ~ '^[A-Za-z0-9_-]+$')
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" uuid,
	"author_name" text,
	"featured_image_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"production_line_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'producer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_line_follows" (
	"user_id" text NOT NULL,
	"production_line_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_line_follows_user_id_production_line_id_pk" PRIMARY KEY("user_id","production_line_id")
);
--> statement-breakpoint
CREATE TABLE "production_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_lines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "radio_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"artist_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text,
	"query" text NOT NULL,
	"filters" jsonb,
	"result_count" integer DEFAULT 0 NOT NULL,
	"execution_time_ms" integer,
	"clicked_result_id" text,
	"clicked_result_type" text,
	"click_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"activity_type" text NOT NULL,
	"target_id" text,
	"metadata" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"consent_type" text NOT NULL,
	"consent_given" boolean NOT NULL,
	"consent_version" text NOT NULL,
	"consent_method" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role_type" text NOT NULL,
	"resource_type" text,
	"resource_id" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "user_roles_role_type_check" CHECK ("user_roles"."role_type" in ('dj_manager', 'venue_owner', 'production_line_owner', 'producer', 'admin', 'supadmin')),
	CONSTRAINT "user_roles_resource_type_check" CHECK ("user_roles"."resource_type" is null or "user_roles"."resource_type" in ('dj_profile', 'venue', 'production_line'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'supadmin'))
);
--> statement-breakpoint
CREATE TABLE "venue_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'manager' NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"added_by" text,
	"invitation_status" text DEFAULT 'active' NOT NULL,
	"invited_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_managers_role_check" CHECK ("venue_managers"."role" in ('owner', 'manager', 'booking_agent', 'promoter')),
	CONSTRAINT "venue_managers_invitation_status_check" CHECK ("venue_managers"."invitation_status" in ('active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "venue_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"description" text,
	"city" text,
	"country" text,
	"address" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"cover_image_url" text,
	"venue_type" text,
	"capacity_standing" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiry_status_history" ADD CONSTRAINT "booking_inquiry_status_history_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inquiry_status_history" ADD CONSTRAINT "booking_inquiry_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_follows" ADD CONSTRAINT "dj_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_follows" ADD CONSTRAINT "dj_follows_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_profile_claims" ADD CONSTRAINT "dj_profile_claims_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_profile_claims" ADD CONSTRAINT "dj_profile_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_profile_claims" ADD CONSTRAINT "dj_profile_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_event_id_mate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mate_events" ADD CONSTRAINT "mate_events_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mate_events" ADD CONSTRAINT "mate_events_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mate_events" ADD CONSTRAINT "mate_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_line_follows" ADD CONSTRAINT "production_line_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_line_follows" ADD CONSTRAINT "production_line_follows_production_line_id_production_lines_id_fk" FOREIGN KEY ("production_line_id") REFERENCES "public"."production_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_analytics" ADD CONSTRAINT "search_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_managers" ADD CONSTRAINT "venue_managers_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_managers" ADD CONSTRAINT "venue_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_managers" ADD CONSTRAINT "venue_managers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_uq" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "booking_inquiries_dj_profile_id_idx" ON "booking_inquiries" USING btree ("dj_profile_id");--> statement-breakpoint
CREATE INDEX "booking_inquiries_status_created_idx" ON "booking_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "booking_inquiry_status_history_inquiry_id_idx" ON "booking_inquiry_status_history" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dj_daily_stats_slug_date_uq" ON "dj_daily_stats" USING btree ("dj_slug","date");--> statement-breakpoint
CREATE INDEX "dj_follows_dj_profile_id_idx" ON "dj_follows" USING btree ("dj_profile_id");--> statement-breakpoint
CREATE INDEX "dj_media_plays_slug_created_idx" ON "dj_media_plays" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "dj_profile_claims_dj_profile_id_idx" ON "dj_profile_claims" USING btree ("dj_profile_id");--> statement-breakpoint
CREATE INDEX "dj_profile_claims_user_id_idx" ON "dj_profile_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dj_profile_claims_status_idx" ON "dj_profile_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dj_profile_views_slug_created_idx" ON "dj_profile_views" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "dj_profiles_public_idx" ON "dj_profiles" USING btree ("active","verification_status");--> statement-breakpoint
CREATE INDEX "dj_profiles_user_id_idx" ON "dj_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dj_profiles_featured_idx" ON "dj_profiles" USING btree ("homepage_featured","display_name");--> statement-breakpoint
CREATE INDEX "dj_radio_plays_slug_created_idx" ON "dj_radio_plays" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "dj_share_events_slug_created_idx" ON "dj_share_events" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "dj_social_clicks_slug_created_idx" ON "dj_social_clicks" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "dj_whatsapp_connects_slug_created_idx" ON "dj_whatsapp_connects" USING btree ("dj_slug","created_at");--> statement-breakpoint
CREATE INDEX "event_lineup_event_id_idx" ON "event_lineup" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_lineup_dj_profile_id_idx" ON "event_lineup" USING btree ("dj_profile_id");--> statement-breakpoint
CREATE INDEX "mate_events_status_date_idx" ON "mate_events" USING btree ("status","event_date");--> statement-breakpoint
CREATE INDEX "mate_events_event_date_idx" ON "mate_events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "mate_events_venue_id_idx" ON "mate_events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "mate_events_production_line_id_idx" ON "mate_events" USING btree ("production_line_id");--> statement-breakpoint
CREATE INDEX "mate_events_created_by_idx" ON "mate_events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "news_items_publish_date_idx" ON "news_items" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published","publish_date");--> statement-breakpoint
CREATE INDEX "news_items_category_id_idx" ON "news_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_line_user_uq" ON "producers" USING btree ("production_line_id","user_id");--> statement-breakpoint
CREATE INDEX "producers_user_id_idx" ON "producers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "production_line_follows_line_idx" ON "production_line_follows" USING btree ("production_line_id");--> statement-breakpoint
CREATE INDEX "production_lines_active_idx" ON "production_lines" USING btree ("is_active","is_featured");--> statement-breakpoint
CREATE INDEX "radio_tracks_active_position_idx" ON "radio_tracks" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "search_analytics_created_at_idx" ON "search_analytics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_activities_user_id_idx" ON "user_activities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_activities_type_created_idx" ON "user_activities" USING btree ("activity_type","created_at");--> statement-breakpoint
CREATE INDEX "user_consent_records_visitor_id_idx" ON "user_consent_records" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "user_roles_user_id_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_resource_idx" ON "user_roles" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_managers_venue_user_uq" ON "venue_managers" USING btree ("venue_id","user_id");--> statement-breakpoint
CREATE INDEX "venue_managers_user_id_idx" ON "venue_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_profiles_active_name_idx" ON "venue_profiles" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");