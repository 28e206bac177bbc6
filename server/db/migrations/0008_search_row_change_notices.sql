-- Change notices for the in-memory search index (decision 014 "Search").
--
-- Searches, like suggestions (migration 0007), are answered from rows held in each app process's memory. Every
-- statement that can change a search result (a searched field, a filtered or ordered column, visibility, or a
-- column of the result card) notifies 'booth_search_names' with the table's name once it commits; each process
-- then stops using that table's rows and reads them again. The three triggers of 0007 get the columns search
-- reads as well; events, news and news categories get their own.
DROP TRIGGER dj_profiles_search_names ON dj_profiles;--> statement-breakpoint
CREATE TRIGGER dj_profiles_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF display_name, real_name, slug, active, verification_status, location, genres, profile_image, bio, created_at
  ON dj_profiles FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
DROP TRIGGER venue_profiles_search_names ON venue_profiles;--> statement-breakpoint
CREATE TRIGGER venue_profiles_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, slug, is_active, city, country, venue_type, description, cover_image_url, logo_url, created_at
  ON venue_profiles FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
DROP TRIGGER production_lines_search_names ON production_lines;--> statement-breakpoint
CREATE TRIGGER production_lines_search_names
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, slug, is_active, description, logo_url, is_verified, event_count, created_at
  ON production_lines FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER mate_events_search_rows
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, event_id, event_name, venue, location, event_date, description, event_image, status, created_at
  ON mate_events FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER news_items_search_rows
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, slug, title, excerpt, content, publish_date, featured_image_url, author_name, category_id, published, deleted_at
  ON news_items FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER news_categories_search_rows
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, slug, name
  ON news_categories FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();
