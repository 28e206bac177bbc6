ALTER TABLE "dj_follow_events" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "dj_follows" ADD COLUMN "city" text;--> statement-breakpoint
-- hand-written below
-- "Where your fans are" on the mate dashboard (decision 038): a follow keeps the city its request came from (CITY_HEADER, set by
-- the follow action on dj_follows.city) and the follow log copies it; an unfollow carries the city of its follow,
-- so gained and lost can be placed alike. Same function as migration 0017's, plus the city.
CREATE OR REPLACE FUNCTION dj_follows_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dj_follow_events (dj_profile_id, user_id, kind, city, created_at)
    VALUES (NEW.dj_profile_id, NEW.user_id, 'follow', NEW.city, now());
    RETURN NEW;
  END IF;
  INSERT INTO dj_follow_events (dj_profile_id, user_id, kind, city, created_at)
  VALUES (OLD.dj_profile_id, OLD.user_id, 'unfollow', OLD.city, now());
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- user_activities (one row with every beacon of every kind — DJ views, clicks, shares, plays, event, venue and news
-- views — so at least as many rows as dj_profile_views) becomes partitioned by month of created_at exactly like the
-- six tables of migration 0021: renamed aside, recreated PARTITION BY RANGE with the same columns and defaults, a
-- DEFAULT partition, a partition per month from its oldest row to two months ahead (booth_month_partition, from
-- 0021), rows copied, old table dropped; then its primary key (id, created_at), its foreign key to users and its
-- two indexes are made once on the parent. The nightly job makes its months ahead and drops its months older than
-- ANALYTICS_RAW_MONTHS with the others. The same SQL runs on PGlite and PostgreSQL.
CREATE OR REPLACE FUNCTION booth_partition_by_month_0024(tbl text) RETURNS void LANGUAGE plpgsql AS $$
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
SELECT booth_partition_by_month_0024('user_activities');
--> statement-breakpoint
DROP FUNCTION booth_partition_by_month_0024(text);
--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "user_activities_user_id_idx" ON "user_activities" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "user_activities_type_created_idx" ON "user_activities" USING btree ("activity_type","created_at");
