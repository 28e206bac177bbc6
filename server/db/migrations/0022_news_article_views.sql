CREATE TABLE "news_article_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_item_id" uuid NOT NULL,
	"referrer" text,
	"user_agent" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"view_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_views_view_key_unique" UNIQUE("view_key")
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article_views" ADD CONSTRAINT "news_article_views_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_views_item_created_idx" ON "news_article_views" USING btree ("news_item_id","created_at");--> statement-breakpoint
CREATE INDEX "news_article_views_created_idx" ON "news_article_views" USING btree ("created_at");