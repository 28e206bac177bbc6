-- Production lines' event_count and follower_count stay exact: triggers keep them in step with the rows
-- they count, in the same transaction as the change, whatever code path (app, CLI, admin, psql) makes it.
-- event_count counts the line's published events (the ones its page lists); follower_count its follows.
CREATE OR REPLACE FUNCTION booth_recount_production_events(line uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "production_lines" SET "event_count" = (
    SELECT count(*)::int FROM "mate_events" e WHERE e."production_line_id" = line AND e."status" = 'published'
  ) WHERE "id" = line;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_production_event_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."production_line_id" IS NOT NULL THEN
    PERFORM booth_recount_production_events(OLD."production_line_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."production_line_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."production_line_id" IS DISTINCT FROM OLD."production_line_id"
          OR NEW."status" IS DISTINCT FROM OLD."status") THEN
    PERFORM booth_recount_production_events(NEW."production_line_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mate_events_production_event_count
  AFTER INSERT OR DELETE OR UPDATE OF "production_line_id", "status" ON "mate_events"
  FOR EACH ROW EXECUTE FUNCTION booth_production_event_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_production_follower_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "production_lines" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."production_line_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "production_lines" SET "follower_count" = greatest(0, "follower_count" - 1)
      WHERE "id" = OLD."production_line_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER production_line_follows_follower_count
  AFTER INSERT OR DELETE ON "production_line_follows"
  FOR EACH ROW EXECUTE FUNCTION booth_production_follower_count();--> statement-breakpoint
-- Start exact: the counts as the rows say today.
UPDATE "production_lines" p SET
  "event_count" = (SELECT count(*)::int FROM "mate_events" e WHERE e."production_line_id" = p."id" AND e."status" = 'published'),
  "follower_count" = (SELECT count(*)::int FROM "production_line_follows" f WHERE f."production_line_id" = p."id");
