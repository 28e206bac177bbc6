import { TRAFFIC_SOURCE_LABELS, type TrafficSource } from "~/core/analytics/traffic-source";
import { BarList } from "./charts";
import { ChartSection, DataTable } from "./event-analytics-parts";

/**
 * "Where visitors came from": views by traffic source as bars beside their table (with each source's share), and the
 * top referring sites. One section for an event's analytics and a venue's, which count the same.
 */
export function TrafficSourcesSection({
  analytics,
  period,
}: {
  /** The analytics read of the screen (an event's, a venue's): its sources, top referrers and total views. */
  analytics: {
    sources: readonly { source: TrafficSource; views: number }[];
    topReferrers: readonly { host: string; views: number }[];
    totals: { views: number };
  };
  /** "the last 30 days", for the captions. */
  period: string;
}) {
  const { sources, topReferrers } = analytics;
  const totalViews = analytics.totals.views;
  const topSource = [...sources].sort((a, b) => b.views - a.views)[0];
  return (
    <ChartSection
      id="sources"
      title="Where visitors came from"
      summary={
        totalViews > 0 && topSource
          ? `${TRAFFIC_SOURCE_LABELS[topSource.source]} brought the most views. Campaign means a link with utm tags.`
          : "Direct, campaign (utm-tagged links), social, search, referral (other sites) and unknown."
      }
      wideTable
      chart={<BarList rows={sources.map((s) => ({ label: TRAFFIC_SOURCE_LABELS[s.source], value: s.views }))} />}
      table={
        <div className="flex flex-col gap-5">
          <DataTable
            caption={`Views by traffic source, ${period}`}
            columns={["Source", "Views", "Share"]}
            rows={sources.map((s) => [
              TRAFFIC_SOURCE_LABELS[s.source],
              s.views,
              totalViews ? `${Math.round((s.views / totalViews) * 100)}%` : "–",
            ])}
            testId="sources-table"
          />
          {topReferrers.length > 0 ? (
            <DataTable
              caption={`Top referring sites, ${period}`}
              columns={["Top sites", "Views"]}
              rows={topReferrers.map((r) => [r.host, r.views])}
              testId="referrers-table"
            />
          ) : null}
        </div>
      }
    />
  );
}
