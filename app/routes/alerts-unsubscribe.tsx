import { BellOff, Check } from "lucide-react";
import { data, Form, useActionData } from "react-router";
import { ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { getRequestContext } from "~server/context.server";
import { verifyUnsubscribeToken } from "~server/domain/alerts/alert-tokens.server";
import { unsubscribeAlerts } from "~server/domain/alerts/unsubscribe-alerts.server";
import type { Route } from "./+types/alerts-unsubscribe";

const INVALID = "This unsubscribe link is not valid. Turn alerts off in your profile settings instead.";

/**
 * /alerts/unsubscribe/{token}: the link in every follower-alert mail. No sign-in: the token is signed for one
 * person. The page asks (a GET changes nothing, and mail scanners open links); one click of the button — or a mail
 * app's RFC 8058 one-click POST to the same URL — turns that person's alerts off, again and again the same answer.
 * A forged token is a 404 and changes nothing. Open whatever the flags (a way out must always work).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = getRequestContext(context);
  if (!verifyUnsubscribeToken(config.authSecret, params.token)) return data({ valid: false }, { status: 404 });
  return { valid: true };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { config, database } = getRequestContext(context);
  const done = await unsubscribeAlerts(database.db, params.token, config.authSecret);
  if (!done) return data({ unsubscribed: false }, { status: 404 });
  return { unsubscribed: true };
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe from follower alerts · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribe({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const valid = loaderData.valid && result?.unsubscribed !== false;
  return (
    <section
      className="mx-auto flex max-w-[560px] flex-col px-4 pt-10 pb-24 md:pt-16"
      aria-labelledby="unsubscribe-heading"
    >
      <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Follower alerts</p>
      <div className="mt-4 rounded-2xl border border-border bg-surface p-6">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-2 text-accent-fg">
          {result?.unsubscribed ? <Check aria-hidden className="size-6" /> : <BellOff aria-hidden className="size-6" />}
        </span>
        {!valid ? (
          <>
            <h1 id="unsubscribe-heading" className="mt-4 font-display text-3xl font-bold tracking-tight">
              Link not valid
            </h1>
            <Notice tone="warning" className="mt-4">
              {INVALID}
            </Notice>
          </>
        ) : result?.unsubscribed ? (
          <>
            <h1 id="unsubscribe-heading" className="mt-4 font-display text-3xl font-bold tracking-tight">
              You're unsubscribed
            </h1>
            <p className="mt-3 text-muted" role="status">
              No more follower alert mails. You still follow everyone you followed; turn alerts back on any time in your
              profile settings.
            </p>
          </>
        ) : (
          <>
            <h1 id="unsubscribe-heading" className="mt-4 font-display text-3xl font-bold tracking-tight">
              Stop follower alerts?
            </h1>
            <p className="mt-3 text-muted">
              You get one mail a day when the DJs and production lines you follow announce, move or cancel an event.
              Unsubscribing stops these mails; your follows stay.
            </p>
            <Form method="post" className="mt-6">
              <SubmitButton busyLabel="Unsubscribing…">
                <BellOff aria-hidden className="size-4" /> Unsubscribe
              </SubmitButton>
            </Form>
          </>
        )}
      </div>
      <ButtonLink to="/profile-settings" variant="secondary" className="mt-6 w-max">
        Profile settings
      </ButtonLink>
    </section>
  );
}
