import { ChevronRight, Inbox } from "lucide-react";
import { Form, Link } from "react-router";
import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
  type SupportStatus,
  type SupportTopic,
  supportTopicLabel,
} from "~/core/support/support";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { selectClasses } from "~/ui/filter-select";

export interface SupportInboxRow {
  id: string;
  topic: string;
  status: string;
  email: string;
  excerpt: string;
  senderName: string | null;
  when: string;
}

const STATUS_TONE: Record<string, string> = {
  new: "border-[#6b1d7d] bg-[#2a0f33] text-[#f0abfc]",
  answered: "border-[#075985] bg-[#0a1a26] text-[#7dd3fc]",
  closed: "border-border bg-surface-2 text-muted",
};

export function SupportStatusBadge({ status }: { status: string }) {
  const label = SUPPORT_STATUS_LABELS[status as SupportStatus] ?? status;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        STATUS_TONE[status] ?? STATUS_TONE.closed,
      )}
      data-testid="support-status"
    >
      {label}
    </span>
  );
}

/** /admin/support's body: the status and topic filters (a plain GET form), then the messages, newest first. */
export function SupportInbox({
  rows,
  filters,
}: {
  rows: SupportInboxRow[];
  filters: { status: SupportStatus | null; topic: SupportTopic | null };
}) {
  const filtered = Boolean(filters.status || filters.topic);
  return (
    <>
      <Form
        method="get"
        action="/admin/support"
        role="search"
        aria-label="Filter support messages"
        className="mb-5 flex flex-wrap items-end gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-3 md:p-4"
      >
        <label className="flex min-w-[140px] flex-1 flex-col gap-1.5 text-sm font-medium sm:flex-none">
          Status
          <select name="status" defaultValue={filters.status ?? ""} className={selectClasses}>
            <option value="">All statuses</option>
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-[180px] flex-1 flex-col gap-1.5 text-sm font-medium sm:flex-none">
          Topic
          <select name="topic" defaultValue={filters.topic ?? ""} className={selectClasses}>
            <option value="">All topics</option>
            {SUPPORT_TOPICS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" className="h-11">
          Apply
        </Button>
        {filtered ? (
          <Link to="/admin/support" className="h-11 content-center text-sm text-muted underline hover:text-fg">
            Clear filters
          </Link>
        ) : null}
      </Form>
      <p className="mb-3 text-sm text-muted" data-testid="support-count">
        {rows.length === 1 ? "1 message" : `${rows.length} messages`}
      </p>
      {rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <Inbox aria-hidden className="size-8 text-muted" />
          <p className="font-semibold">No messages here</p>
          <p className="text-sm text-muted">
            {filtered ? "Try another status or topic, or clear the filters." : "Nothing came in through the form yet."}
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="support-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/admin/support/${row.id}`}
                className="group flex items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 transition-colors hover:border-[#6b1d7d] hover:bg-surface-2"
                data-testid="support-row"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className={cn("truncate font-semibold", row.status === "new" && "text-fg")}>
                      {row.senderName ? `${row.senderName} · ${row.email}` : row.email}
                    </span>
                    <SupportStatusBadge status={row.status} />
                  </span>
                  <span className="mt-1 block text-xs text-muted">
                    {supportTopicLabel(row.topic)} · {row.when}
                  </span>
                  <span className="mt-1.5 line-clamp-2 block text-sm break-words text-[#d4d4de]">{row.excerpt}</span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
