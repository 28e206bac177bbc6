import { FileText, Link2Off, RefreshCw } from "lucide-react";
import type { BookingWorkflowResult } from "~/core/admin/admin-bookings";
import { type InquiryPressLinkView, PRESS_LINK_DAYS } from "~/core/press/press-links";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";

type Shown = { url: string; until: string };

/** The link just made, to copy: shown once (only its hash is kept, decision 058). */
export function PressLinkShown({ shown }: { shown: Shown }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-accent/50 bg-surface-2 p-3">
      <label htmlFor="press-link-url" className="text-sm font-medium">
        Personal press kit link (copy it now)
      </label>
      <input
        id="press-link-url"
        readOnly
        value={shown.url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-xs"
        data-testid="press-link-url"
      />
      <p className="text-xs text-muted">Open until {shown.until}. Making a new link stops this one.</p>
    </div>
  );
}

/**
 * An inquiry's personal press-kit link (decision 058, "Personal links"): make one (shown once, to copy or sent with a
 * reply), see whether the sender opened it and what they downloaded, revoke it.
 */
export function InquiryPressLinkCard({ link, sent }: { link: InquiryPressLinkView | null; sent?: Shown }) {
  const { fetcher, busy } = useAnsweredFetcher<BookingWorkflowResult>();
  const made = fetcher.data?.ok ? fetcher.data.pressLink : undefined;
  const shown = made ?? sent;
  const active = link?.state === "active";
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="press-link-card">
      <h2 className="flex items-center gap-2 font-semibold">
        <FileText aria-hidden className="size-4 text-accent-fg" />
        Press kit link
      </h2>
      <p className="text-sm text-muted">
        A personal link to the press kit for this sender — it opens a link-only kit too, lasts {PRESS_LINK_DAYS} days,
        and shows you when it is opened and what is downloaded.
      </p>
      {shown ? <PressLinkShown shown={shown} /> : null}
      {link ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="press-link-state">
          <p className="font-medium">{link.status}</p>
          <p className="text-muted">{link.activity}</p>
        </div>
      ) : shown ? null : (
        <p className="text-sm" data-testid="press-link-state">
          No link sent yet.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="press-link" />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={busy}
            icon={<RefreshCw aria-hidden className="size-4" />}
          >
            {link || shown ? "Make a new link" : "Make a personal link"}
          </Button>
        </fetcher.Form>
        {active ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="press-link-revoke" />
            <Button
              type="submit"
              size="sm"
              variant="ghost"
              disabled={busy}
              icon={<Link2Off aria-hidden className="size-4" />}
            >
              Revoke link
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </Card>
  );
}
