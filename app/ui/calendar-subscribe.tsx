import { CalendarPlus } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { calendarFeedPath, type FeedScope, googleSubscribeUrl, webcalUrl } from "~/core/events/calendar-feed";
import { cn } from "./cn";

/** The site's public origin, from the root loader (feeds must be absolute URLs for calendar apps). */
export function usePublicOrigin(): string {
  const root = useRouteLoaderData("root") as { publicUrl?: string } | undefined;
  return (root?.publicUrl ?? "").replace(/\/+$/, "");
}

const PILL =
  "inline-flex min-h-10 items-center rounded-full border border-border bg-surface-2 px-4 text-sm font-medium text-fg transition hover:border-accent hover:text-accent-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** The two ways into a calendar app: webcal:// (Apple Calendar, Outlook, most apps) and Google's add-by-URL. */
export function CalendarAppLinks({ url, className }: { url: string; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <a className={PILL} href={webcalUrl(url)}>
        Apple / Outlook
      </a>
      <a className={PILL} href={googleSubscribeUrl(url)} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </a>
    </div>
  );
}

/**
 * "Subscribe in your calendar": a feed's webcal:// link (Apple Calendar, Outlook and most apps subscribe on it)
 * and Google Calendar's add-by-URL link. `path` is the feed's path on this site.
 */
export function CalendarSubscribe({
  path,
  description,
  className,
}: {
  path: string;
  description?: string;
  className?: string;
}) {
  const url = `${usePublicOrigin()}${path}`;
  return (
    <section
      aria-label="Subscribe in your calendar"
      className={cn("flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4", className)}
      data-testid="calendar-subscribe"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent-fg">
        <CalendarPlus aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-semibold text-fg">Subscribe in your calendar</p>
        <p className="text-sm text-muted">
          {description ?? "New dates appear on their own; changes and cancellations too."}
        </p>
      </div>
      <CalendarAppLinks url={url} />
    </section>
  );
}

/** The head's `<link rel="alternate" type="text/calendar">` of a page with a feed (for a meta export). */
export function calendarAlternate(origin: string, path: string, title: string) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title,
    href: `${origin.replace(/\/+$/, "")}${path}`,
  };
}

/** The feed link of a page's meta export — "<name> on Booth" — while its feed is offered (the events area is open). */
export function feedAlternates(offered: boolean, origin: string, scope: FeedScope, name: string) {
  return offered ? [calendarAlternate(origin, calendarFeedPath(scope), `${name} on Booth`)] : [];
}
