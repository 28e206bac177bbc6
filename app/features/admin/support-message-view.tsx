import { ExternalLink, Mail, Send, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  SUPPORT_NOTE_MAX,
  SUPPORT_REPLY_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportActionResult,
  type SupportStatus,
  supportTopicLabel,
} from "~/core/support/support";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { controlClass } from "~/ui/field-frame";
import { selectClasses } from "~/ui/filter-select";
import { Notice } from "~/ui/notice";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";
import { SupportStatusBadge } from "./support-inbox";

export interface SupportMessageViewData {
  id: string;
  topic: string;
  status: string;
  message: string;
  email: string;
  pageUrl: string | null;
  account: { id: string; name: string; email: string; joined: string } | null;
  received: string;
  thread: {
    id: string;
    kind: "reply" | "status";
    fromStatus: string | null;
    toStatus: string | null;
    text: string | null;
    byName: string | null;
    when: string;
  }[];
}

const label = (s: string | null) => (s ? (SUPPORT_STATUS_LABELS[s as SupportStatus] ?? s) : "");

/** A reply or status form: a notice as a toast; a refusal stays beside the form. */
function useSupportForm() {
  const answered = useAnsweredFetcher<SupportActionResult>(() => false);
  const data = answered.fetcher.data;
  return { ...answered, error: data && !data.ok ? data.error : undefined };
}

/** One message of the inbox: what was sent and by whom, the thread, a reply by mail and a status change. */
export function SupportMessageView({ message }: { message: SupportMessageViewData }) {
  const reply = useSupportForm();
  const status = useSupportForm();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs tracking-wide text-muted uppercase">{supportTopicLabel(message.topic)}</p>
              <a
                href={`mailto:${message.email}`}
                className="mt-1 flex items-center gap-1.5 font-display text-xl font-bold break-all hover:underline"
              >
                <Mail aria-hidden className="size-5 shrink-0 text-accent-fg" />
                {message.email}
              </a>
              <p className="mt-1 text-sm text-muted">Received {message.received}</p>
            </div>
            <SupportStatusBadge status={message.status} />
          </div>
          <p className="mt-4 text-base leading-relaxed break-words whitespace-pre-wrap" data-testid="support-message">
            {message.message}
          </p>
          {message.pageUrl ? (
            <p className="mt-4 flex items-center gap-1.5 text-sm text-muted">
              <ExternalLink aria-hidden className="size-4 shrink-0" />
              <span>
                Page: <span className="break-all text-fg">{message.pageUrl}</span>
              </span>
            </p>
          ) : null}
        </Card>

        <Card className="p-5">
          <h2 className="font-semibold">Thread</h2>
          {message.thread.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No replies or notes yet.</p>
          ) : (
            <ol className="mt-3 flex flex-col gap-3" data-testid="support-thread">
              {message.thread.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-border bg-surface-2/60 p-3.5">
                  <p className="text-xs text-muted">
                    {entry.kind === "reply"
                      ? "Reply mailed"
                      : `Status ${label(entry.fromStatus)} → ${label(entry.toStatus)}`}
                    {entry.byName ? ` · ${entry.byName}` : ""} · {entry.when}
                  </p>
                  {entry.text ? (
                    <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap">{entry.text}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <UserRound aria-hidden className="size-4 text-accent-fg" />
            Sender
          </h2>
          {message.account ? (
            <div className="mt-2 text-sm" data-testid="support-account">
              <Link
                to={`/admin/users?q=${encodeURIComponent(message.account.email)}`}
                className="font-medium underline"
              >
                {message.account.name || message.account.email}
              </Link>
              <p className="text-muted">
                Signed in as {message.account.email} · joined {message.account.joined}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">Sent without an account.</p>
          )}
        </Card>

        <Card className="p-5">
          <h2 className="font-semibold">Reply by mail</h2>
          <reply.fetcher.Form method="post" ref={reply.form} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="reply" />
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Your reply to {message.email}
              <textarea
                name="message"
                rows={6}
                maxLength={SUPPORT_REPLY_MAX}
                required
                className={`${controlClass(Boolean(reply.error))} min-h-28 py-3 leading-relaxed`}
              />
            </label>
            {reply.error ? <Notice tone="error">{reply.error}</Notice> : null}
            <Button
              type="submit"
              icon={<Send aria-hidden className="size-4" />}
              aria-disabled={reply.busy || undefined}
            >
              {reply.busy ? "Sending…" : "Send reply"}
            </Button>
          </reply.fetcher.Form>
        </Card>

        <Card className="p-5">
          <h2 className="font-semibold">Status</h2>
          <status.fetcher.Form
            key={message.status}
            method="post"
            ref={status.form}
            className="mt-3 flex flex-col gap-3"
          >
            <input type="hidden" name="intent" value="status" />
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              New status
              <select name="status" defaultValue={message.status} className={selectClasses}>
                {SUPPORT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {SUPPORT_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Note (optional, kept in the thread)
              <textarea
                name="note"
                rows={3}
                maxLength={SUPPORT_NOTE_MAX}
                className={`${controlClass(Boolean(status.error))} min-h-20 py-3 leading-relaxed`}
              />
            </label>
            {status.error ? <Notice tone="error">{status.error}</Notice> : null}
            <Button type="submit" variant="secondary" aria-disabled={status.busy || undefined}>
              {status.busy ? "Saving…" : "Save status"}
            </Button>
          </status.fetcher.Form>
        </Card>
      </div>
    </div>
  );
}
