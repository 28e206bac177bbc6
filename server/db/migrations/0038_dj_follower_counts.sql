-- Each DJ's follower count and /find-djs's tie-breaks after it, one row per DJ, kept by triggers as production
-- lines' counts are (migration 0014). Not columns of dj_profiles: its change notices (migrations 0007, 0008) would make
-- every process read the searched DJs again on every follow. /find-djs walks the demand index (decision 054).
CREATE TABLE "dj_follower_counts" (
	"dj_profile_id" uuid PRIMARY KEY NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"slug" text
);
--> statement-breakpoint
ALTER TABLE "dj_follower_counts" ADD CONSTRAINT "dj_follower_counts_dj_profile_id_dj_profiles_id_fk" FOREIGN KEY ("dj_profile_id") REFERENCES "public"."dj_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_follower_counts_demand_idx" ON "dj_follower_counts" USING btree ("followers" desc,"verified" desc,"display_name","slug");
--> statement-breakpoint
INSERT INTO "dj_follower_counts" ("dj_profile_id", "followers", "verified", "display_name", "slug")
  SELECT d."id", (SELECT count(*)::int FROM "dj_follows" f WHERE f."dj_profile_id" = d."id"),
    d."verification_status" = 'verified', d."display_name", d."slug"
  FROM "dj_profiles" d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_dj_follower_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- An upsert, not an update: a row is there from the profile's own trigger, but a count must never be lost.
    INSERT INTO "dj_follower_counts" ("dj_profile_id", "followers", "verified", "display_name", "slug")
      SELECT d."id", 1, d."verification_status" = 'verified', d."display_name", d."slug"
      FROM "dj_profiles" d WHERE d."id" = NEW."dj_profile_id"
      ON CONFLICT ("dj_profile_id") DO UPDATE SET "followers" = "dj_follower_counts"."followers" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dj_follower_counts" SET "followers" = greatest(0, "followers" - 1)
      WHERE "dj_profile_id" = OLD."dj_profile_id";
  ELSE
    UPDATE "dj_follower_counts" SET "followers" = 0 WHERE "followers" <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dj_follows_follower_count
  AFTER INSERT OR DELETE ON "dj_follows"
  FOR EACH ROW EXECUTE FUNCTION booth_dj_follower_count();--> statement-breakpoint
CREATE TRIGGER dj_follows_follower_count_truncate
  AFTER TRUNCATE ON "dj_follows"
  FOR EACH STATEMENT EXECUTE FUNCTION booth_dj_follower_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_dj_follower_count_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dj_follower_counts" ("dj_profile_id", "verified", "display_name", "slug")
    VALUES (NEW."id", NEW."verification_status" = 'verified', NEW."display_name", NEW."slug")
    ON CONFLICT ("dj_profile_id") DO UPDATE SET "verified" = EXCLUDED."verified",
      "display_name" = EXCLUDED."display_name", "slug" = EXCLUDED."slug";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dj_profiles_follower_count_row
  AFTER INSERT OR UPDATE OF "verification_status", "display_name", "slug" ON "dj_profiles"
  FOR EACH ROW EXECUTE FUNCTION booth_dj_follower_count_profile();
