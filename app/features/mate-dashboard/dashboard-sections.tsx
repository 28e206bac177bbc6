import type { ReactNode } from "react";
import { DEVICE_TYPE_LABELS } from "~/core/analytics/device-type";
import type { DashboardView } from "~/core/analytics/dj-dashboard";
import { SHARE_PLATFORM_LABELS } from "~/core/analytics/event-analytics";
import { TRAFFIC_SOURCE_LABELS } from "~/core/analytics/traffic-source";
import { SOCIAL_PLATFORMS } from "~/core/djs/social-links";
import { AreaChart, BarList, ColumnChart } from "~/ui/charts";
import { ChartSection, DataTable } from "~/ui/event-analytics-parts";
import { CsvLink } from "./dashboard-controls";

type Cell = string | number;

/** A chart, its table (what assistive technology reads) and its CSV — the one shape of every dashboard panel. */
function Panel({
  view,
  id,
  title,
  summary,
  chart,
  columns,
  rows,
  scroll = false,
  wideTable = false,
  extra,
  span,
}: {
  view: DashboardView;
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
  scroll?: boolean;
  wideTable?: boolean;
  extra?: ReactNode;
  /** A panel about other days than the chosen range (the last 24 hours): its CSV's name and its table say so. */
  span?: { from: string; to: string; label: string };
}) {
  const from = span?.from ?? view.from;
  const to = span?.to ?? view.to;
  return (
    <ChartSection
      id={id}
      title={title}
      summary={summary}
      wideTable={wideTable}
      actions={<CsvLink slug={view.slug} chart={id} from={from} to={to} columns={columns} rows={rows} />}
      chart={chart}
      table={
        <div className="flex flex-col gap-5">
          <DataTable
            caption={`${title}, ${span?.label ?? view.period}`}
            columns={columns}
            rows={rows}
            scroll={scroll}
            testId={`${id}-table`}
          />
          {extra}
        </div>
      }
    />
  );
}

const platformLabel = (platform: string) =>
  SOCIAL_PLATFORMS.find((p) => p.platform === platform)?.label ??
  SHARE_PLATFORM_LABELS[platform] ??
  (platform === "whatsapp" ? "WhatsApp" : platform.charAt(0).toUpperCase() + platform.slice(1));

export function DashboardSections({ view }: { view: DashboardView }) {
  const { days, period } = view;
  const labels = days.map((d) => d.short);
  const newestFirst = [...days].reverse();
  const totalViews = days.reduce((sum, d) => sum + d.views, 0);
  return (
    <>
      <Panel
        view={view}
        id="views"
        title="Profile views"
        summary={`Views of your profile per day (UTC), ${period}. Unique visitors count once a day.`}
        chart={
          <AreaChart series={{ label: "Views", tone: "accent", values: days.map((d) => d.views) }} labels={labels} />
        }
        columns={["Day", "Views", "Unique visitors"]}
        rows={newestFirst.map((d) => [d.long, d.views, d.uniqueViews])}
        scroll
        wideTable
      />
      <Panel
        view={view}
        id="last-24-hours"
        title="Last 24 hours"
        span={{
          from: view.recent[0]?.hour.slice(0, 10) ?? view.to,
          to: view.recent.at(-1)?.hour.slice(0, 10) ?? view.to,
          label: "hour by hour (UTC)",
        }}
        summary="Profile views and radio plays per hour (UTC), live."
        chart={
          <ColumnChart
            labels={view.recent.map((h) => h.label)}
            series={[
              { label: "Views", tone: "accent", values: view.recent.map((h) => h.views) },
              { label: "Radio plays", tone: "info", values: view.recent.map((h) => h.plays) },
            ]}
          />
        }
        columns={["Hour", "Views", "Radio plays"]}
        rows={[...view.recent].reverse().map((h) => [`${h.hour.slice(0, 10)} ${h.label}`, h.views, h.plays])}
        scroll
        wideTable
      />
      <Panel
        view={view}
        id="sources"
        title="Where visitors came from"
        summary="Direct, campaign (utm-tagged links), social, search, referral (other sites) and unknown."
        wideTable
        chart={<BarList rows={view.sources.map((s) => ({ label: TRAFFIC_SOURCE_LABELS[s.source], value: s.views }))} />}
        columns={["Source", "Views", "Share"]}
        rows={view.sources.map((s) => [
          TRAFFIC_SOURCE_LABELS[s.source],
          s.views,
          totalViews ? `${Math.round((s.views / totalViews) * 100)}%` : "–",
        ])}
        extra={
          <>
            {view.topReferrers.length > 0 ? (
              <DataTable
                caption={`Top referring sites, ${period}`}
                columns={["Top sites", "Views"]}
                rows={view.topReferrers.map((r) => [r.host, r.views])}
                testId="referrers-table"
              />
            ) : null}
            {view.topCampaigns.length > 0 ? (
              <DataTable
                caption={`Top campaigns, ${period}`}
                columns={["Top campaigns", "Views"]}
                rows={view.topCampaigns.map((c) => [c.campaign, c.views])}
                testId="campaigns-table"
              />
            ) : null}
          </>
        }
      />
      <div className="grid gap-5 md:gap-6 xl:grid-cols-2">
        <Panel
          view={view}
          id="devices"
          title="Devices"
          summary={`Phones, desktops and tablets, ${period}.`}
          chart={<BarList rows={view.devices.map((d) => ({ label: DEVICE_TYPE_LABELS[d.device], value: d.views }))} />}
          columns={["Device", "Views"]}
          rows={view.devices.map((d) => [DEVICE_TYPE_LABELS[d.device], d.views])}
        />
        {view.countries ? (
          <Panel
            view={view}
            id="countries"
            title="Top countries"
            summary={view.countries.length ? `Where views came from, ${period}.` : "No view carried a country yet."}
            chart={<BarList rows={view.countries.map((c) => ({ label: c.country, value: c.views }))} />}
            columns={["Country", "Views"]}
            rows={view.countries.map((c) => [c.country, c.views])}
          />
        ) : null}
        <Panel
          view={view}
          id="social-clicks"
          title="Social clicks"
          summary={
            view.clicksByPlatform.length
              ? `Taps on your links by platform, ${period}.`
              : "No taps on your social links in this period."
          }
          chart={
            <BarList rows={view.clicksByPlatform.map((p) => ({ label: platformLabel(p.platform), value: p.count }))} />
          }
          columns={["Platform", "Clicks"]}
          rows={view.clicksByPlatform.map((p) => [platformLabel(p.platform), p.count])}
        />
        <Panel
          view={view}
          id="shares"
          title="Shares"
          summary={
            view.sharesByPlatform.length
              ? `Shares of your profile by platform, ${period}.`
              : "No shares in this period."
          }
          chart={
            <BarList rows={view.sharesByPlatform.map((p) => ({ label: platformLabel(p.platform), value: p.count }))} />
          }
          columns={["Shared to", "Shares"]}
          rows={view.sharesByPlatform.map((p) => [platformLabel(p.platform), p.count])}
        />
      </div>
      <Panel
        view={view}
        id="radio-and-media"
        title="Radio, media and WhatsApp"
        summary={`Radio plays, plays of your embedded mixes and WhatsApp connects per day, ${period}.`}
        chart={
          <ColumnChart
            labels={labels}
            series={[
              { label: "Radio plays", tone: "info", values: days.map((d) => d.plays) },
              { label: "Media plays", tone: "warning", values: days.map((d) => d.mediaPlays) },
              { label: "WhatsApp", tone: "success", values: days.map((d) => d.whatsappConnects) },
            ]}
          />
        }
        columns={["Day", "Radio plays", "Minutes listened", "Media plays", "WhatsApp"]}
        rows={newestFirst.map((d) => [d.long, d.plays, d.minutes, d.mediaPlays, d.whatsappConnects])}
        scroll
        wideTable
      />
      <Panel
        view={view}
        id="followers"
        title="Followers over time"
        summary={`Followers at the end of each day, with follows and unfollows, ${period}.`}
        chart={
          <AreaChart
            series={{ label: "Followers", tone: "accent", values: days.map((d) => d.followers) }}
            labels={labels}
          />
        }
        columns={["Day", "Followers", "Gained", "Lost"]}
        rows={newestFirst.map((d) => [d.long, d.followers, d.followsGained, d.followsLost])}
        scroll
        wideTable
      />
    </>
  );
}
