-- A published event that is moved keeps the start it had: JSON-LD then says EventRescheduled with previousStartDate.
-- A trigger, so every path that moves an event (the form, the API of the future, an admin's fix) records it alike.
ALTER TABLE "mate_events" ADD COLUMN "previous_start_date" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_event_previous_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."event_date" IS DISTINCT FROM OLD."event_date" AND OLD."status" IN ('published', 'cancelled') THEN
    NEW."previous_start_date" := OLD."event_date";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mate_events_previous_start
  BEFORE UPDATE OF "event_date" ON "mate_events"
  FOR EACH ROW EXECUTE FUNCTION booth_event_previous_start();
