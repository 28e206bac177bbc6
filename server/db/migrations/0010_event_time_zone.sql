-- Events (issue 17): the venue's IANA time zone, so start and end times are shown where the party happens and
-- the event_id's date is the local date. Existing rows get the default.
ALTER TABLE "mate_events" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;
