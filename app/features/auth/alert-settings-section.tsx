import { Bell, BellOff, RefreshCw } from "lucide-react";
import { Form } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { buttonClasses } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { useSubmitting } from "~/ui/submit-button";
import { AccountSection } from "./account-layout";

/**
 * Profile settings' "Event alerts and calendar": the daily digest of the DJs' and production lines' news (on by
 * default), and a new secret address for the personal calendar feed (the old one stops working at once).
 */
export function AlertSettingsSection({
  alertsEnabled,
  alertsData,
}: {
  alertsEnabled: boolean;
  alertsData: FormResult | undefined;
}) {
  const switching = useSubmitting("alerts");
  const rotating = useSubmitting("rotate-feed");
  return (
    <AccountSection
      id="alerts"
      title="Event alerts and calendar"
      description="One mail a day at 09:00 UTC when the DJs and production lines you follow announce, move or cancel an event."
    >
      <div className="flex flex-col gap-4">
        {alertsData?.notice ? <Notice tone="success">{alertsData.notice}</Notice> : null}
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border p-4">
          <div className="flex min-w-0 items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent-fg">
              {alertsEnabled ? <Bell aria-hidden className="size-5" /> : <BellOff aria-hidden className="size-5" />}
            </span>
            <div>
              <p className="text-[15px] font-medium text-fg">Follower alerts</p>
              <p className="text-sm text-muted" data-testid="alerts-state">
                {alertsEnabled ? "On — daily digest by mail" : "Off — no alert mails"}
              </p>
            </div>
          </div>
          <Form method="post">
            <input type="hidden" name="enabled" value={alertsEnabled ? "off" : "on"} />
            <button
              type="submit"
              name="intent"
              value="alerts"
              disabled={switching}
              className={buttonClasses(alertsEnabled ? "secondary" : "primary", "sm")}
            >
              {alertsEnabled ? "Turn alerts off" : "Turn alerts on"}
            </button>
          </Form>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border p-4">
          <div className="min-w-0">
            <p className="text-[15px] font-medium text-fg">Personal calendar feed</p>
            <p className="text-sm text-muted">
              Shared your feed address by mistake? Get a new one: calendars using the old address stop updating.
            </p>
          </div>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="rotate-feed"
              disabled={rotating}
              className={buttonClasses("secondary", "sm")}
            >
              <RefreshCw aria-hidden className="size-4" /> New feed address
            </button>
          </Form>
        </div>
      </div>
    </AccountSection>
  );
}
