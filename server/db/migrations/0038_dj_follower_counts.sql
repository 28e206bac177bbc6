-- Each DJ's follower count in a table of its own, kept exact by triggers on dj_follows as production lines' counts are
-- (migration 0014). Not a column of dj_profiles: its change notices (migrations 0007, 0008) would make every process
-- read the searched DJs again on every follow. /find-djs walks the demand index most-followed first (decision 054).
CREATE TABLE "dj_follower_counts" (
	"dj_profile_id" uuid PRIMARY KEY NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dj_follower_counts" ADD CONSTRAINT "dj_follower_counts_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_follower_counts_demand_idx" ON "dj_follower_counts" USING btree ("followers" desc,"dj_profile_id");
--> statement-breakpoint
INSERT INTO "dj_follower_counts" ("dj_profile_id", "followers")
  SELECT "dj_profile_id", count(*)::int FROM "dj_follows" GROUP BY "dj_profile_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_dj_follower_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dj_follower_counts" ("dj_profile_id", "followers") VALUES (NEW."dj_profile_id", 1)
      ON CONFLICT ("dj_profile_id") DO UPDATE SET "followers" = "dj_follower_counts"."followers" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dj_follower_counts" SET "followers" = greatest(0, "followers" - 1)
      WHERE "dj_profile_id" = OLD."dj_profile_id";
  ELSE
    DELETE FROM "dj_follower_counts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dj_follows_follower_count
  AFTER INSERT OR DELETE ON "dj_follows"
  FOR EACH ROW EXECUTE FUNCTION booth_dj_follower_count();--> statement-breakpoint
CREATE TRIGGER dj_follows_follower_count_truncate
  AFTER TRUNCATE ON "dj_follows"
  FOR EACH STATEMENT EXECUTE FUNCTION booth_dj_follower_count();
