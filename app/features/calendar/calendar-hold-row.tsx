import { Mail, Swords, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HoldView } from "~/core/calendar/calendar-view";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import type { CalendarFormState } from "./use-calendar-form";

/** One action on a hold, posted through the shared fetcher. */
function HoldButton({
  actions,
  holdId,
  intent,
  icon,
  children,
}: {
  actions: CalendarFormState;
  holdId: string;
  intent: "release" | "challenge";
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <actions.fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="holdId" value={holdId} />
      <Button type="submit" size="sm" variant="secondary" disabled={actions.busy} icon={icon}>
        {children}
      </Button>
    </actions.fetcher.Form>
  );
}

/**
 * One hold of a day: its rank, who asked, when it expires, and Release / Challenge. The forms post through the
 * day's (or list's) one fetcher, which outlives the row: a released hold's row is gone when the answer comes.
 */
export function CalendarHoldRow({
  hold,
  inquiryBase,
  actions,
}: {
  hold: HoldView;
  inquiryBase: string;
  actions: CalendarFormState;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-surface-2/70 p-3" data-testid="calendar-hold">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={hold.confirmed ? "success" : hold.rank === 1 ? "accent" : "neutral"}>{hold.label}</Badge>
        <span className="font-semibold">
          {hold.inquiryId ? (
            <Link to={`${inquiryBase}/${hold.inquiryId}`} className="underline underline-offset-2">
              {hold.promoterName}
            </Link>
          ) : (
            hold.promoterName
          )}
        </span>
      </div>
      {hold.promoterEmail ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Mail aria-hidden className="size-3.5" />
          {hold.promoterEmail}
        </p>
      ) : null}
      {hold.confirmed ? null : (
        <p className="text-sm text-muted">
          Expires <time dateTime={hold.expiresAt}>{hold.expires}</time>
        </p>
      )}
      {hold.challengeDeadline ? (
        <p className="text-sm text-warning">Challenged: confirm or release by {hold.challengeDeadline}</p>
      ) : null}
      {hold.note ? <p className="text-sm whitespace-pre-line">{hold.note}</p> : null}
      {hold.confirmed ? null : (
        <div className="flex flex-wrap gap-2">
          <HoldButton actions={actions} holdId={hold.id} intent="release" icon={<X aria-hidden className="size-4" />}>
            Release
          </HoldButton>
          {hold.canChallenge ? (
            <HoldButton
              actions={actions}
              holdId={hold.id}
              intent="challenge"
              icon={<Swords aria-hidden className="size-4" />}
            >
              Challenge the 1st
            </HoldButton>
          ) : null}
        </div>
      )}
    </li>
  );
}
