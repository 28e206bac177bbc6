import { CalendarHeart } from "lucide-react";
import { Link } from "react-router";
import { CalendarAppLinks, usePublicOrigin } from "~/ui/calendar-subscribe";

/**
 * /following's "Your calendar": the person's own feed — every event of the DJs and production lines they follow —
 * at a secret address (anyone with it can read the feed, so it can be renewed in profile settings).
 */
export function PersonalFeedCard({ path }: { path: string }) {
  const url = `${usePublicOrigin()}${path}`;
  return (
    <section
      aria-labelledby="personal-feed-heading"
      className="mb-8 grid gap-4 rounded-2xl border border-border bg-surface p-5 md:grid-cols-[auto_minmax(0,1fr)_auto] md:items-center"
      data-testid="personal-feed"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-accent-gradient text-white">
        <CalendarHeart aria-hidden className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="personal-feed-heading" className="font-display text-xl font-semibold">
          Your calendar
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every event of the DJs and production lines you follow, kept up to date in your calendar. Keep this address to
          yourself —{" "}
          <Link to="/profile-settings#alerts-title" className="text-accent-fg underline">
            get a new one
          </Link>{" "}
          if it leaks.
        </p>
        <label
          className="mt-3 block text-xs font-semibold tracking-[0.16em] text-muted uppercase"
          htmlFor="personal-feed-url"
        >
          Your feed address
        </label>
        <input
          id="personal-feed-url"
          readOnly
          value={url}
          className="mt-1 w-full truncate rounded-lg border border-border bg-bg px-3 py-2 font-mono text-xs text-fg"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <CalendarAppLinks url={url} className="md:flex-col" />
    </section>
  );
}
