/** The raw DJ activity tables partitioned by month (migration 0021, decision 035). */
export const PARTITIONED_ACTIVITY_TABLES = [
  "dj_profile_views",
  "dj_radio_plays",
  "dj_social_clicks",
  "dj_share_events",
  "dj_whatsapp_connects",
  "dj_media_plays",
] as const;
