-- Name-change notices for the in-memory suggestion index (decision 014).
--
-- Suggestions are answered from the names of DJs, venues and production lines held in each app process's
-- memory. Every statement that can change what a suggestion shows (a name, slug, visibility, image or subtext
-- column) notifies 'booth_search_names' with the table's name once it commits; each process then stops using
-- that table's names and reads them again. Statement-level triggers, so a bulk insert sends one notice per
-- statement, not one per row. Columns no suggestion reads (follower counts, view stats…) send nothing.
CREATE OR REPLACE FUNCTION booth_notify_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booth_search_names', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER dj_profiles_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF display_name, slug, active, verification_status, location, genres, profile_image
  ON dj_profiles FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER venue_profiles_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, slug, is_active, city, country, cover_image_url, logo_url
  ON venue_profiles FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER production_lines_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, slug, is_active, logo_url, event_count
  ON production_lines FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();
