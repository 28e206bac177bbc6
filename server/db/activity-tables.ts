/** The raw DJ activity tables partitioned by month (migration 0021, decision 035); the daily roll-ups read them. */
export const PARTITIONED_ACTIVITY_TABLES = [
  "dj_profile_views",
  "dj_radio_plays",
  "dj_social_clicks",
  "dj_share_events",
  "dj_whatsapp_connects",
  "dj_media_plays",
] as const;

/**
 * Every table partitioned by month: the raw DJ activity plus user_activities (migration 0024, decision 038), the
 * row that goes with every beacon. The nightly job makes the months ahead for all of them and drops their months
 * older than ANALYTICS_RAW_MONTHS; only the DJ tables are rolled up first — user_activities repeats what those
 * tables (and the event, venue and news views) hold, so nothing is summarised from it.
 */
export const MONTH_PARTITIONED_TABLES = [...PARTITIONED_ACTIVITY_TABLES, "user_activities"] as const;
