import type { WebVitalBeacon } from "~/core/analytics/web-vitals";
import type { Db } from "~server/db/client.server";
import { webVitalSamples } from "~server/db/schema";

/** Stores one real visitor's measurement; nothing about the visitor. */
export async function recordWebVital(db: Db, sample: WebVitalBeacon): Promise<void> {
  await db.insert(webVitalSamples).values(sample);
}

/** Stores the measurements of one page view in one statement. */
export async function recordWebVitals(db: Db, samples: WebVitalBeacon[]): Promise<void> {
  if (samples.length > 0) await db.insert(webVitalSamples).values(samples);
}
