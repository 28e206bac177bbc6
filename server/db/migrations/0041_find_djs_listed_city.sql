-- /find-djs narrows by listed DJs (active, verified or mate, taking bookings) and by city without reading each profile:
-- both copied into dj_follower_counts by the profile's trigger, with walkable indexes (decision 054).
DROP INDEX "dj_follower_counts_demand_idx";--> statement-breakpoint
ALTER TABLE "dj_follower_counts" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_follower_counts" ADD COLUMN "city_key" text;--> statement-breakpoint
CREATE INDEX "dj_follower_counts_listed_demand_idx" ON "dj_follower_counts" USING btree ("followers" desc,"verified" desc,"display_name","slug") WHERE "dj_follower_counts"."listed";--> statement-breakpoint
CREATE INDEX "dj_follower_counts_city_demand_idx" ON "dj_follower_counts" USING btree ("city_key","followers" desc,"verified" desc,"display_name","slug") WHERE "dj_follower_counts"."listed";
--> statement-breakpoint
UPDATE "dj_follower_counts" c SET
  "listed" = d."active" AND d."booking_enabled" AND d."verification_status" IN ('verified', 'mate'),
  "city_key" = lower(btrim(split_part(d."location", ',', 1)))
FROM "dj_profiles" d WHERE d."id" = c."dj_profile_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_dj_follower_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- An upsert, not an update: a row is there from the profile's own trigger, but a count must never be lost.
    INSERT INTO "dj_follower_counts" ("dj_profile_id", "followers", "verified", "display_name", "slug", "listed", "city_key")
      SELECT d."id", 1, d."verification_status" = 'verified', d."display_name", d."slug",
        d."active" AND d."booking_enabled" AND d."verification_status" IN ('verified', 'mate'),
        lower(btrim(split_part(d."location", ',', 1)))
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
CREATE OR REPLACE FUNCTION booth_dj_follower_count_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dj_follower_counts" ("dj_profile_id", "verified", "display_name", "slug", "listed", "city_key")
    VALUES (NEW."id", NEW."verification_status" = 'verified', NEW."display_name", NEW."slug",
      NEW."active" AND NEW."booking_enabled" AND NEW."verification_status" IN ('verified', 'mate'),
      lower(btrim(split_part(NEW."location", ',', 1))))
    ON CONFLICT ("dj_profile_id") DO UPDATE SET "verified" = EXCLUDED."verified",
      "display_name" = EXCLUDED."display_name", "slug" = EXCLUDED."slug", "listed" = EXCLUDED."listed",
      "city_key" = EXCLUDED."city_key";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "dj_profiles_follower_count_row" ON "dj_profiles";--> statement-breakpoint
CREATE TRIGGER dj_profiles_follower_count_row
  AFTER INSERT OR UPDATE OF "verification_status", "display_name", "slug", "active", "booking_enabled", "location"
  ON "dj_profiles"
  FOR EACH ROW EXECUTE FUNCTION booth_dj_follower_count_profile();
