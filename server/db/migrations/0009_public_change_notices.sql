-- Change notices for what anonymous visitors see (decision 020).
--
-- Each app process keeps the flags and the rendered anonymous pages in memory. The app's own writes announce
-- themselves (server/cache/public-changes.server.ts); these triggers make a flag written by anything else (the
-- CLI's flags:set, another process, psql) announce itself the same way once it commits, so every process reads
-- the flags again and drops its rendered pages on its next request.
CREATE OR REPLACE FUNCTION booth_notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booth_public_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER settings_public_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_public_change();--> statement-breakpoint
CREATE TRIGGER feature_flags_public_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION booth_notify_public_change();
