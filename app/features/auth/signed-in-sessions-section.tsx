import { Laptop, LogOut, Smartphone } from "lucide-react";
import { Form } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { Badge } from "~/ui/badge";
import { buttonClasses } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { useSubmitting } from "~/ui/submit-button";
import { AccountSection, formatDate } from "./account-layout";
import { describeUserAgent } from "./user-agent";

/** A session of the signed-in user as profile settings lists it. */
export interface SignedInSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  lastActiveAt: string;
}

/** Profile settings' "Where you're signed in": each session, signed out one by one or all others at once. */
export function SignedInSessionsSection({
  sessions,
  sessionsData,
}: {
  sessions: SignedInSession[];
  /** The action's answer to a sign-out here. */
  sessionsData: FormResult | undefined;
}) {
  const others = sessions.filter((s) => !s.current).length;
  const revokingOthers = useSubmitting("revoke-others");
  return (
    <AccountSection
      id="sessions"
      title="Where you're signed in"
      description="Sessions stay active for 30 days after their last use. Sign out any you don't recognise."
    >
      <div className="flex flex-col gap-4">
        {sessionsData?.notice ? <Notice tone="success">{sessionsData.notice}</Notice> : null}
        <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Active sessions">
          {sessions.map((session) => {
            const ua = describeUserAgent(session.userAgent);
            const Icon = ua.mobile ? Smartphone : Laptop;
            return (
              <li
                key={session.id}
                data-session={session.current ? "current" : "other"}
                className="flex items-center gap-3 p-4"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-[15px] font-medium text-fg">
                    {ua.browser} on {ua.os}
                    {session.current ? <Badge tone="success">This device</Badge> : null}
                  </p>
                  <p className="mt-0.5 text-sm text-muted">
                    <span className="tabular">{session.ipAddress || "Unknown IP"}</span> · Last active{" "}
                    <span className="tabular">{formatDate(session.lastActiveAt, true)}</span>
                  </p>
                </div>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-session" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <button
                      type="submit"
                      className={buttonClasses("ghost", "sm")}
                      aria-label={`Sign out ${ua.browser} on ${ua.os}`}
                    >
                      <LogOut aria-hidden className="size-4" />
                      <span className="hidden sm:inline">Sign out</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        <Form method="post">
          <input type="hidden" name="intent" value="revoke-others" />
          <button
            type="submit"
            disabled={others === 0}
            className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
            aria-disabled={revokingOthers || undefined}
          >
            <LogOut aria-hidden className="size-4" />
            {revokingOthers ? "Signing out…" : "Sign out other sessions"}
          </button>
        </Form>
        {others === 0 ? <p className="text-sm text-muted">This is your only active session.</p> : null}
      </div>
    </AccountSection>
  );
}
