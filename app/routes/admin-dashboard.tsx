import { ArrowUpRight, Building2, CalendarDays, Disc, Disc3, Settings2, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { bookingWhen } from "~/core/admin/admin-bookings";
import { AdminAttention } from "~/features/admin/admin-attention";
import { AdminFrame } from "~/features/admin/admin-frame";
import { Card } from "~/ui/card";
import { signedInContext } from "~server/adapters/route-guard.server";
import { getAdminAttention } from "~server/domain/admin/get-admin-attention.server";
import { getAdminStats } from "~server/domain/admin/get-admin-stats.server";
import { countNewSupportMessages } from "~server/domain/support/count-new-support-messages.server";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const [stats, attention, newSupportMessages] = await Promise.all([
    getAdminStats(database.db, { id: userId }),
    getAdminAttention(database.db, { id: userId }),
    countNewSupportMessages(database.db, { id: userId }),
  ]);
  return {
    stats,
    attention: {
      ...attention,
      newSupportMessages,
      recentSignups: attention.recentSignups.map(({ createdAt, ...u }) => ({ ...u, joined: bookingWhen(createdAt) })),
    },
  };
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard · Booth" },
  { name: "robots", content: "noindex" },
];

const number = new Intl.NumberFormat("en-US");

function Stat({
  label,
  value,
  icon,
  detail,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid={testId}>
      <div className="flex items-center justify-between text-muted">
        <h2 className="text-sm font-medium">{label}</h2>
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-surface-2 text-accent-fg">
          {icon}
        </span>
      </div>
      <p className="font-display text-4xl font-bold tracking-tight tabular-nums">{number.format(value)}</p>
      {detail ? <div className="text-sm text-muted">{detail}</div> : null}
    </Card>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, attention } = loaderData;
  const djTotal = Math.max(1, stats.djs.total);
  const segments = [
    { key: "mate", label: "Mate", value: stats.djs.mate, className: "bg-mate" },
    { key: "verified", label: "Verified", value: stats.djs.verified, className: "bg-info" },
    { key: "none", label: "Unverified", value: stats.djs.none, className: "bg-[#4b4b5e]" },
  ];
  return (
    <AdminFrame title="Dashboard" description="The platform at a glance, counted live from the database.">
      <div className="mb-4">
        <AdminAttention data={attention} />
      </div>
      <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        <Stat
          testId="stat-users"
          label="Users"
          value={stats.usersTotal}
          icon={<Users className="size-4" />}
          detail={
            stats.blockedUsers > 0 ? <span className="tabular-nums">{stats.blockedUsers} blocked</span> : "None blocked"
          }
        />
        <Stat
          testId="stat-new-users"
          label="New this week"
          value={stats.newUsersThisWeek}
          icon={<UserPlus className="size-4" />}
          detail="Sign-ups in the last 7 days"
        />
        <Stat
          testId="stat-active-djs"
          label="Active DJs"
          value={stats.activeDjs}
          icon={<Disc3 className="size-4" />}
          detail="Public mate and verified profiles"
        />
        <Stat
          testId="stat-upcoming-events"
          label="Upcoming events"
          value={stats.upcomingEvents}
          icon={<CalendarDays className="size-4" />}
          detail="Published, from today on"
        />
      </div>

      <div className="mt-4 grid gap-3 md:gap-4 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-2" data-testid="stat-djs-by-status">
          <div className="flex items-baseline justify-between gap-4">
            <h2 className="font-semibold">DJs by verification status</h2>
            <p className="text-sm text-muted tabular-nums">{number.format(stats.djs.total)} profiles</p>
          </div>
          <div aria-hidden className="mt-4 flex h-3 overflow-hidden rounded-full bg-surface-2">
            {segments.map((s) => (
              <span key={s.key} className={s.className} style={{ width: `${(s.value / djTotal) * 100}%` }} />
            ))}
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-2">
            {segments.map((s) => (
              <div key={s.key} className="rounded-xl bg-surface-2/60 p-3">
                <dt className="flex items-center gap-2 text-xs text-muted">
                  <span aria-hidden className={`size-2 rounded-full ${s.className}`} />
                  {s.label}
                </dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums">{number.format(s.value)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-1">
          <Link to="/admin/venues" className="rounded-[var(--radius-card)] transition-colors hover:brightness-110">
            <Stat
              testId="stat-venues"
              label="Venues"
              value={stats.venuesTotal}
              icon={<Building2 className="size-4" />}
              detail={<span className="tabular-nums">{number.format(stats.venuesActive)} active</span>}
            />
          </Link>
          <Link to="/admin/productions" className="rounded-[var(--radius-card)] transition-colors hover:brightness-110">
            <Stat
              testId="stat-productions"
              label="Production lines"
              value={stats.productionLinesTotal}
              icon={<Disc className="size-4" />}
              detail={
                <span className="tabular-nums">
                  {number.format(stats.productionLinesActive)} active · {number.format(stats.productionLinesVerified)}{" "}
                  verified
                </span>
              }
            />
          </Link>
        </div>
      </div>

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <QuickLink
          to="/admin/events?status=pending"
          title="Review events"
          text="Approve or send back events, create and edit any event"
          icon={<CalendarDays className="size-5" />}
        />
        <QuickLink
          to="/admin/users"
          title="Manage users"
          text="Search, block, change roles"
          icon={<Users className="size-5" />}
        />
        <QuickLink
          to="/admin/venues"
          title="Venues"
          text="Create venues, assign owners, deactivate or reactivate"
          icon={<Building2 className="size-5" />}
        />
        <QuickLink
          to="/admin/productions"
          title="Production lines"
          text="Create lines, verify and feature them"
          icon={<Disc className="size-5" />}
        />
        <QuickLink
          to="/admin/settings"
          title="Settings flags"
          text="Switch features on and off"
          icon={<Settings2 className="size-5" />}
        />
      </div>
    </AdminFrame>
  );
}

function QuickLink({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4 transition-colors hover:border-[#6b1d7d] hover:bg-surface-2"
    >
      <span aria-hidden className="grid size-11 place-items-center rounded-xl bg-accent-gradient text-white">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
      <ArrowUpRight
        aria-hidden
        className="size-5 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
      />
    </Link>
  );
}
