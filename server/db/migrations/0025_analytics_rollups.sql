CREATE TABLE "site_daily_stats" (
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"origins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subjects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_daily_stats_date_kind_pk" PRIMARY KEY("date","kind"),
	CONSTRAINT "site_daily_stats_kind_check" CHECK ("site_daily_stats"."kind" in ('dj', 'event', 'venue', 'news'))
);
--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "origins" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "user_agents" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "countries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_daily_stats" ADD COLUMN "cities" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- hand-written below
-- Decision 037: the closed days' site-wide figures from the raw rows already there (the nightly job keeps them after).
INSERT INTO site_daily_stats (date, kind, views, origins, user_agents, subjects)
SELECT day, 'dj', coalesce(sum(n) FILTER (WHERE go = 0), 0)::int,
  coalesce(jsonb_object_agg(o, n) FILTER (WHERE go = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(u, n) FILTER (WHERE gu = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(s, n) FILTER (WHERE gs = 0 AND s IS NOT NULL), '{}'::jsonb)
FROM (
  SELECT day, o, u, s, count(*)::int AS n, grouping(o) AS go, grouping(u) AS gu, grouping(s) AS gs
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, jsonb_build_array(referrer, utm_source, utm_medium)::text AS o,
      jsonb_build_array(user_agent)::text AS u, null::text AS s
    FROM dj_profile_views WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') x
  GROUP BY GROUPING SETS ((day, o), (day, u), (day, s))) g
GROUP BY day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Decision 037: the closed days' site-wide figures from the raw rows already there (the nightly job keeps them after).
INSERT INTO site_daily_stats (date, kind, views, origins, user_agents, subjects)
SELECT day, 'event', coalesce(sum(n) FILTER (WHERE go = 0), 0)::int,
  coalesce(jsonb_object_agg(o, n) FILTER (WHERE go = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(u, n) FILTER (WHERE gu = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(s, n) FILTER (WHERE gs = 0 AND s IS NOT NULL), '{}'::jsonb)
FROM (
  SELECT day, o, u, s, count(*)::int AS n, grouping(o) AS go, grouping(u) AS gu, grouping(s) AS gs
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, jsonb_build_array(referrer, utm_source, utm_medium)::text AS o,
      jsonb_build_array(user_agent)::text AS u, event_id::text AS s
    FROM event_views WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') x
  GROUP BY GROUPING SETS ((day, o), (day, u), (day, s))) g
GROUP BY day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Decision 037: the closed days' site-wide figures from the raw rows already there (the nightly job keeps them after).
INSERT INTO site_daily_stats (date, kind, views, origins, user_agents, subjects)
SELECT day, 'venue', coalesce(sum(n) FILTER (WHERE go = 0), 0)::int,
  coalesce(jsonb_object_agg(o, n) FILTER (WHERE go = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(u, n) FILTER (WHERE gu = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(s, n) FILTER (WHERE gs = 0 AND s IS NOT NULL), '{}'::jsonb)
FROM (
  SELECT day, o, u, s, count(*)::int AS n, grouping(o) AS go, grouping(u) AS gu, grouping(s) AS gs
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, jsonb_build_array(referrer, utm_source, utm_medium)::text AS o,
      jsonb_build_array(user_agent)::text AS u, venue_id::text AS s
    FROM venue_views WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') x
  GROUP BY GROUPING SETS ((day, o), (day, u), (day, s))) g
GROUP BY day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Decision 037: the closed days' site-wide figures from the raw rows already there (the nightly job keeps them after).
INSERT INTO site_daily_stats (date, kind, views, origins, user_agents, subjects)
SELECT day, 'news', coalesce(sum(n) FILTER (WHERE go = 0), 0)::int,
  coalesce(jsonb_object_agg(o, n) FILTER (WHERE go = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(u, n) FILTER (WHERE gu = 0), '{}'::jsonb),
  coalesce(jsonb_object_agg(s, n) FILTER (WHERE gs = 0 AND s IS NOT NULL), '{}'::jsonb)
FROM (
  SELECT day, o, u, s, count(*)::int AS n, grouping(o) AS go, grouping(u) AS gu, grouping(s) AS gs
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, jsonb_build_array(referrer, utm_source, utm_medium)::text AS o,
      jsonb_build_array(user_agent)::text AS u, news_item_id::text AS s
    FROM news_article_views WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') x
  GROUP BY GROUPING SETS ((day, o), (day, u), (day, s))) g
GROUP BY day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The rolled-up days' views by origin, device, country and city, from the raw views still kept (older days'
-- raw rows were summarised away: their dashboard shows no sources, as before).
UPDATE dj_daily_stats s SET origins = d.origins, user_agents = d.user_agents, countries = d.countries, cities = d.cities
FROM (
  SELECT dj_slug, day,
    coalesce(jsonb_object_agg(o, n) FILTER (WHERE go = 0), '{}'::jsonb) AS origins,
    coalesce(jsonb_object_agg(u, n) FILTER (WHERE gu = 0), '{}'::jsonb) AS user_agents,
    coalesce(jsonb_object_agg(c, n) FILTER (WHERE gc = 0), '{}'::jsonb) AS countries,
    coalesce(jsonb_object_agg(t, n) FILTER (WHERE gt = 0), '{}'::jsonb) AS cities
  FROM (
    SELECT dj_slug, day, o, u, c, t, count(*)::int AS n, grouping(o) AS go, grouping(u) AS gu, grouping(c) AS gc,
      grouping(t) AS gt
    FROM (
      SELECT dj_slug, (created_at AT TIME ZONE 'UTC')::date AS day,
        jsonb_build_array(referrer, utm_source, utm_medium, utm_campaign)::text AS o,
        jsonb_build_array(user_agent)::text AS u, jsonb_build_array(country)::text AS c,
        jsonb_build_array(city)::text AS t
      FROM dj_profile_views WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') x
    GROUP BY GROUPING SETS ((dj_slug, day, o), (dj_slug, day, u), (dj_slug, day, c), (dj_slug, day, t))) dv
  GROUP BY dj_slug, day) d
WHERE s.dj_slug = d.dj_slug AND s.date = d.day;
--> statement-breakpoint
-- /admin/analytics's top DJs sum a range of days of every DJ: an index-only scan by date instead of the whole table.
CREATE INDEX IF NOT EXISTS dj_daily_stats_date_idx ON dj_daily_stats (date) INCLUDE (dj_slug, views, plays);
