import { CalendarRange, Eye, EyeOff, KeyRound, Link2Off, RefreshCw } from "lucide-react";
import { Button } from "~/ui/button";
import { CalendarAppLinks } from "~/ui/calendar-subscribe";
import { Card } from "~/ui/card";
import { useCalendarForm } from "./use-calendar-form";

/**
 * What of the calendar leaves /mate/calendar: the public grid on the booking form (available or not, never why),
 * which the DJ's managers may turn off, and the private feed for their own calendar apps — its link shown once
 * when made (decision 054: only its hash is kept), replaced or revoked here.
 */
export function CalendarSharing({
  djName,
  availabilityGrid,
  hasFeed,
}: {
  djName: string;
  availabilityGrid: boolean;
  hasFeed: boolean;
}) {
  const grid = useCalendarForm();
  const feed = useCalendarForm();
  const made = feed.fetcher.data?.ok ? feed.fetcher.data.feedUrl : undefined;
  return (
    <section
      aria-labelledby="calendar-sharing"
      className="mt-8 grid items-start gap-4 md:grid-cols-2"
      data-testid="calendar-sharing"
    >
      <h2 id="calendar-sharing" className="sr-only">
        Sharing
      </h2>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 font-display text-lg font-bold">
          <CalendarRange aria-hidden className="size-5 text-accent-fg" /> Availability on the booking form
        </h3>
        <p className="text-sm text-muted">
          {availabilityGrid
            ? `Promoters see the next six months of ${djName}'s days as available or not available — never why. An inquiry for a taken day still arrives, marked “Busy day”.`
            : `Hidden: promoters pick a date without seeing ${djName}'s available days.`}
        </p>
        <grid.fetcher.Form method="post">
          <input type="hidden" name="intent" value="grid" />
          <input type="hidden" name="show" value={availabilityGrid ? "off" : "on"} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={grid.busy}
            icon={availabilityGrid ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          >
            {availabilityGrid ? "Hide availability" : "Show availability"}
          </Button>
        </grid.fetcher.Form>
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 font-display text-lg font-bold">
          <KeyRound aria-hidden className="size-5 text-accent-fg" /> Private calendar feed
        </h3>
        <p className="text-sm text-muted">
          {djName}'s holds and confirmed dates in Google or Apple Calendar, with the promoters' names: give the link
          only to {djName}'s team. It is shown once; a new link stops the old one.
        </p>
        {made ? (
          <div className="flex flex-col gap-2 rounded-lg border border-accent/50 bg-surface-2 p-3">
            <label htmlFor="feed-url" className="text-sm font-medium">
              Your feed link (copy it now)
            </label>
            <input
              id="feed-url"
              readOnly
              value={made}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-xs"
              data-testid="feed-url"
            />
            <CalendarAppLinks url={made} />
          </div>
        ) : hasFeed ? (
          <p className="text-sm" data-testid="feed-state">
            A feed link is active.
          </p>
        ) : (
          <p className="text-sm" data-testid="feed-state">
            No feed link yet.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <feed.fetcher.Form method="post">
            <input type="hidden" name="intent" value="feed-create" />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={feed.busy}
              icon={<RefreshCw aria-hidden className="size-4" />}
            >
              {hasFeed || made ? "New feed link" : "Make a feed link"}
            </Button>
          </feed.fetcher.Form>
          {hasFeed || made ? (
            <feed.fetcher.Form method="post">
              <input type="hidden" name="intent" value="feed-revoke" />
              <Button
                type="submit"
                size="sm"
                variant="ghost"
                disabled={feed.busy}
                icon={<Link2Off aria-hidden className="size-4" />}
              >
                Revoke
              </Button>
            </feed.fetcher.Form>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
