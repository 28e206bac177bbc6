CREATE TABLE "dj_profile_view_keys" (
	"view_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dj_profile_views" ADD COLUMN "city" text;--> statement-breakpoint
-- hand-written below
-- Decision 035: the six raw DJ activity tables become partitioned by month of created_at, with a
-- DEFAULT partition that catches any row no month partition takes (a month the job has not created yet). drizzle-kit
-- cannot express partitioning, so each table is rebuilt here: renamed aside, recreated PARTITION BY RANGE with the
-- same columns, defaults and CHECKs, given a partition per month from its oldest row to two months ahead, its rows
-- copied, the old table dropped, the indexes created once on the parent (each partition gets its own). The primary
-- key becomes (id, created_at): a partitioned table's unique keys must include the partition key. The same SQL runs
-- on PGlite and PostgreSQL.
--
-- booth_month_partition(parent, month) creates parent_pYYYYMM for that UTC month if it is missing, first moving any
-- rows of that month out of parent_default (attaching a partition over rows the default holds would fail). The
-- nightly roll-up job calls it for the months ahead. Returns true when it created the partition.
CREATE OR REPLACE FUNCTION booth_month_partition(parent text, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  part text := parent || '_p' || to_char(date_trunc('month', month), 'YYYYMM');
  lo timestamptz := (date_trunc('month', month)::date)::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := ((date_trunc('month', month) + interval '1 month')::date)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  IF to_regclass(parent || '_default') IS NOT NULL THEN
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE created_at >= %L AND created_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
      parent || '_default', lo, hi, part);
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
  RETURN true;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_partition_by_month_0021(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  oldest timestamptz;
  m date;
  last_month date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months')::date;
BEGIN
  EXECUTE format('ALTER TABLE %I RENAME TO %I', tbl, tbl || '_unpartitioned');
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (created_at)',
    tbl, tbl || '_unpartitioned');
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, created_at)', tbl, tbl || '_id_created_at_pk');
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', tbl || '_default', tbl);
  EXECUTE format('SELECT min(created_at) FROM %I', tbl || '_unpartitioned') INTO oldest;
  m := date_trunc('month', least(coalesce(oldest, now()), now()) AT TIME ZONE 'UTC')::date;
  WHILE m <= last_month LOOP
    PERFORM booth_month_partition(tbl, m);
    m := (m + interval '1 month')::date;
  END LOOP;
  EXECUTE format('INSERT INTO %I SELECT * FROM %I', tbl, tbl || '_unpartitioned');
  EXECUTE format('DROP TABLE %I', tbl || '_unpartitioned');
END;
$$;
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_profile_views');
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_radio_plays');
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_social_clicks');
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_share_events');
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_whatsapp_connects');
--> statement-breakpoint
SELECT booth_partition_by_month_0021('dj_media_plays');
--> statement-breakpoint
DROP FUNCTION booth_partition_by_month_0021(text);
--> statement-breakpoint
CREATE INDEX "dj_profile_views_slug_created_idx" ON "dj_profile_views" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_profile_views_created_brin" ON "dj_profile_views" USING brin ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_profile_views_created_idx" ON "dj_profile_views" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_radio_plays_slug_created_idx" ON "dj_radio_plays" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_radio_plays_created_brin" ON "dj_radio_plays" USING brin ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_radio_plays_created_idx" ON "dj_radio_plays" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_social_clicks_slug_created_idx" ON "dj_social_clicks" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_social_clicks_created_brin" ON "dj_social_clicks" USING brin ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_share_events_slug_created_idx" ON "dj_share_events" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_share_events_created_brin" ON "dj_share_events" USING brin ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_whatsapp_connects_slug_created_idx" ON "dj_whatsapp_connects" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_whatsapp_connects_created_brin" ON "dj_whatsapp_connects" USING brin ("created_at");
--> statement-breakpoint
CREATE INDEX "dj_media_plays_slug_created_idx" ON "dj_media_plays" USING btree ("dj_slug","created_at");
--> statement-breakpoint
CREATE INDEX "dj_media_plays_created_brin" ON "dj_media_plays" USING brin ("created_at");
--> statement-breakpoint
-- The de-duplication keys of the last two hours move to their own table (a repeat within the hour is still refused).
INSERT INTO dj_profile_view_keys (view_key, created_at)
SELECT view_key, max(created_at) FROM dj_profile_views
WHERE view_key IS NOT NULL AND created_at > now() - interval '2 hours'
GROUP BY view_key;
