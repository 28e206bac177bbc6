/**
 * Where DJ activity beacons go. Its own module so the browser helper (app/ui/activity-beacons.ts) does
 * not pull the beacon's zod schema (app/core/analytics/dj-activity.ts) into every DJ page's first load.
 */
export const DJ_ACTIVITY_PATH = "/api/dj-activity";
