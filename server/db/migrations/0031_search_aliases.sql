CREATE TABLE "search_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alias" text NOT NULL,
	"canonical" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_aliases_alias_unique" UNIQUE("alias"),
	CONSTRAINT "search_aliases_kind" CHECK ("search_aliases"."kind" in ('genre', 'city')),
	CONSTRAINT "search_aliases_length" CHECK (length("search_aliases"."alias") between 2 and 40 and length("search_aliases"."canonical") <= 80)
);
--> statement-breakpoint
ALTER TABLE "search_aliases" ADD CONSTRAINT "search_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;