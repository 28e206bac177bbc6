import { BadgeCheck, CalendarClock, ChevronRight, Inbox, LifeBuoy, SearchX, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";

export interface AttentionData {
  pendingClaims: number;
  pendingEvents: number;
  newInquiries: number;
  /** Contact-form messages nobody answered or closed yet. */
  newSupportMessages: number;
  zeroResultQueries: number;
  recentSignups: { id: string; name: string; email: string; joined: string }[];
}

function Item({ to, icon, label, n, hint }: { to: string; icon: ReactNode; label: string; n: number; hint: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-surface-2"
        data-testid="attention-item"
      >
        <span
          aria-hidden
          className={cn(
            "grid size-9 shrink-0 place-items-center rounded-full",
            n > 0 ? "bg-accent-gradient text-white" : "bg-surface-2 text-muted",
          )}
        >
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{label}</span>
          <span className="block truncate text-xs text-muted">{hint}</span>
        </span>
        <span className={cn("font-display text-2xl font-bold tabular-nums", n === 0 && "text-muted")}>{n}</span>
        <ChevronRight aria-hidden className="size-4 text-muted transition-transform group-hover:translate-x-0.5" />
      </Link>
    </li>
  );
}

/** "Needs attention" on /admin/dashboard: what waits for an admin, each linking to the screen that settles it. */
export function AdminAttention({ data }: { data: AttentionData }) {
  return (
    <div className="grid gap-3 md:gap-4 lg:grid-cols-3">
      <Card className="p-3 lg:col-span-2" data-testid="needs-attention">
        <h2 className="px-3 pt-2 font-semibold">Needs attention</h2>
        <ul className="mt-1 grid md:grid-cols-2">
          <Item
            to="/admin/bookings?status=new"
            icon={<Inbox className="size-4" />}
            label="New booking inquiries"
            n={data.newInquiries}
            hint="Unread requests to book a DJ or venue"
          />
          <Item
            to="/admin/support?status=new"
            icon={<LifeBuoy className="size-4" />}
            label="New support messages"
            n={data.newSupportMessages}
            hint="Sent with the contact form on /support"
          />
          <Item
            to="/admin/claims"
            icon={<BadgeCheck className="size-4" />}
            label="Pending claims"
            n={data.pendingClaims}
            hint="People who say a profile is theirs"
          />
          <Item
            to="/admin/events?status=pending"
            icon={<CalendarClock className="size-4" />}
            label="Events to review"
            n={data.pendingEvents}
            hint="Waiting for approval"
          />
          <Item
            to="/admin/analytics?days=7"
            icon={<SearchX className="size-4" />}
            label="Searches that found nothing"
            n={data.zeroResultQueries}
            hint="Distinct queries this week: what to add"
          />
        </ul>
      </Card>
      <Card className="p-5" data-testid="recent-signups">
        <h2 className="flex items-center gap-2 font-semibold">
          <UserPlus aria-hidden className="size-4 text-accent-fg" />
          Recent sign-ups
        </h2>
        <ul className="mt-3 flex flex-col gap-2.5">
          {data.recentSignups.map((u) => (
            <li key={u.id} className="min-w-0 text-sm">
              <Link
                to={`/admin/users?q=${encodeURIComponent(u.email)}`}
                className="block truncate font-medium hover:underline"
              >
                {u.name || u.email}
              </Link>
              <span className="block truncate text-xs text-muted">
                {u.email} · {u.joined}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
