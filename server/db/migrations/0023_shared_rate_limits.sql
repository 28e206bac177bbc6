CREATE TABLE "rate_limit_windows" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"hits" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_idx" ON "rate_limit_windows" USING btree ("expires_at");--> statement-breakpoint
-- hand-written below
-- Shared rate limits (decision 036). UNLOGGED: a crash may only forget recent attempts, and the table is written
-- on every limited request.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booth_take_rate_limit(p_bucket text, p_key text, p_points integer, p_window_s integer)
RETURNS TABLE (accepted boolean, retry_after_ms bigint) LANGUAGE plpgsql AS $$
-- One request against a sliding log (decision 036): the key's row is locked first, so requests through any
-- number of processes are counted one after another; the time is read after the lock, on the database's clock.
DECLARE
  t timestamptz;
  span interval := make_interval(secs => p_window_s);
  kept timestamptz[];
BEGIN
  INSERT INTO rate_limit_windows (bucket, key, hits, expires_at)
    VALUES (p_bucket, p_key, '{}', clock_timestamp())
    ON CONFLICT (bucket, key) DO NOTHING;
  PERFORM 1 FROM rate_limit_windows w WHERE w.bucket = p_bucket AND w.key = p_key FOR UPDATE;
  t := clock_timestamp();
  SELECT coalesce(array_agg(h ORDER BY h), '{}') INTO kept
    FROM rate_limit_windows w, unnest(w.hits) AS h
    WHERE w.bucket = p_bucket AND w.key = p_key AND h > t - span;
  IF cardinality(kept) >= p_points THEN
    UPDATE rate_limit_windows w SET hits = kept WHERE w.bucket = p_bucket AND w.key = p_key;
    RETURN QUERY SELECT false, ceil(extract(epoch FROM (kept[1] + span - t)) * 1000)::bigint;
  ELSE
    UPDATE rate_limit_windows w SET hits = kept || t, expires_at = t + span
      WHERE w.bucket = p_bucket AND w.key = p_key;
    RETURN QUERY SELECT true, 0::bigint;
  END IF;
END
$$;
