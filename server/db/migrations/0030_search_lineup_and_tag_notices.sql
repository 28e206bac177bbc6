-- Change notices for the searched lineups and article tags (decision 014 "Search"; what is searched:
-- docs/spec-mapping.md). Events are now found by their lineup DJ names and those DJs genres, and articles by
-- the names of the DJs, venues and events they are tagged with, so the in-memory search index must hear when a
-- lineup or a tag changes, as it hears mate_events and news_items (migration 0008).
CREATE TRIGGER event_lineup_search_rows
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF event_id, dj_profile_id, dj_name, position
  ON event_lineup FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();--> statement-breakpoint
CREATE TRIGGER news_item_tags_search_rows
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF news_item_id, dj_profile_id, venue_id, event_id
  ON news_item_tags FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_search_names();
