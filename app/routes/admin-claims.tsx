import { Check, ExternalLink, Inbox, Mail, X } from "lucide-react";
import { type FormEvent, useEffect } from "react";
import { data, type FetcherWithComponents, Link, useFetcher } from "react-router";
import { z } from "zod";
import { AdminFrame } from "~/features/admin/admin-frame";
import { djImageUrl } from "~/features/djs/dj-card";
import { Badge, VerificationBadge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { type ConfirmOptions, useConfirm } from "~/ui/confirm-dialog";
import { toast } from "~/ui/toast";
import { AppError } from "../../server/domain/app-error.server";
import { listPendingClaims } from "../../server/domain/claims/list-pending-claims.server";
import { reviewDjClaim } from "../../server/domain/claims/review-dj-claim.server";
import { requireAreaAccess } from "../../server/http/access.server";
import { appErrorStatus } from "../../server/http/app-error-response.server";
import { logger } from "../../server/logger.server";
import { claimApprovedEmail, claimRejectedEmail } from "../../server/mail/claim-emails.server";
import type { Route } from "./+types/admin-claims";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/admin/claims");
  return { claims: await listPendingClaims(database.db, { id: userId }) };
}

const reviewInput = z.object({ claimId: z.uuid(), intent: z.enum(["approve", "reject"]) });
type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId, mailer, config } = requireAreaAccess(request, context, "/admin/claims");
  const parsed = reviewInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ ok: false, error: "That request was not understood" }, { status: 400 });
  try {
    const review = await reviewDjClaim(
      database.db,
      { id: userId },
      {
        claimId: parsed.data.claimId,
        decision: parsed.data.intent,
      },
    );
    // Mail is a courtesy: the decision stands even if a message cannot be sent right now.
    const mails =
      review.decision === "approved"
        ? [
            claimApprovedEmail(config.brandName, config.publicUrl, review.claimant, review.dj),
            ...review.alsoRejected.map((p) => claimRejectedEmail(config.brandName, config.publicUrl, p, review.dj)),
          ]
        : [claimRejectedEmail(config.brandName, config.publicUrl, review.claimant, review.dj)];
    for (const mail of mails) {
      if (!mail.to) continue;
      await mailer.send(mail).catch((error) => logger.error("claim review mail failed", { error }));
    }
    const who = review.claimant.name || review.claimant.email;
    return data<ActionResult>({
      ok: true,
      message:
        review.decision === "approved"
          ? `${who} now manages ${review.dj.displayName}${review.alsoRejected.length ? ` (${review.alsoRejected.length} other claim${review.alsoRejected.length === 1 ? "" : "s"} rejected)` : ""}`
          : `Claim on ${review.dj.displayName} rejected`,
    });
  } catch (error) {
    if (error instanceof AppError)
      return data<ActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Claims · Admin · Booth" }];

type Claim = Route.ComponentProps["loaderData"]["claims"][number];

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { claims } = loaderData;
  // One fetcher for the page: an approved claim leaves the list at once, so its card cannot be the one to toast.
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);
  return (
    <AdminFrame
      title="Claims"
      description="People asking to manage a DJ profile. Check the evidence link before approving: approval makes them the profile's manager."
    >
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {claims.length === 0
          ? "No claims waiting."
          : `${claims.length} claim${claims.length === 1 ? "" : "s"} waiting, oldest first`}
      </p>
      {claims.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center">
          <Inbox aria-hidden className="size-8 text-accent-fg" />
          <p className="mt-3 font-display text-lg font-semibold">All caught up</p>
          <p className="mt-1 max-w-sm text-sm text-muted">
            New claims from /claim-dj-profile appear here. Claimants are emailed when you decide.
          </p>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} fetcher={fetcher} />
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}

function ClaimCard({ claim, fetcher }: { claim: Claim; fetcher: FetcherWithComponents<ActionResult> }) {
  const confirm = useConfirm();
  const busy = fetcher.state !== "idle";
  const who = claim.claimant.name || claim.claimant.email;
  const submitConfirmed = (options: ConfirmOptions) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (await confirm(options)) fetcher.submit(formData, { method: "post" });
  };
  const approve = {
    title: "Approve claim",
    message: `Make ${who} the manager of ${claim.dj.displayName}? They can then edit the profile${claim.dj.verificationStatus !== "none" ? " and become a mate" : ""}.${claim.competing ? ` ${claim.competing} other pending claim${claim.competing === 1 ? " is" : "s are"} rejected.` : ""}`,
    type: "warning" as const,
    confirmLabel: "Approve",
  };
  const reject = {
    title: "Reject claim",
    message: `Reject ${who}'s claim on ${claim.dj.displayName}? They are emailed and may claim again with better evidence.`,
    type: "danger" as const,
    confirmLabel: "Reject",
  };
  return (
    <Card data-testid={`claim-${claim.dj.slug}`} className="p-4 md:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <Link to={`/dj/${claim.dj.slug}`} className="flex min-w-0 items-center gap-3 md:w-64 md:shrink-0">
          <img
            src={djImageUrl({
              slug: claim.dj.slug,
              displayName: claim.dj.displayName,
              profileImage: claim.dj.profileImage,
            })}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold">{claim.dj.displayName}</p>
            <div className="mt-1 flex flex-wrap gap-1.5">
              <VerificationBadge status={claim.dj.verificationStatus} />
              {claim.competing ? <Badge tone="warning">{claim.competing + 1} claims</Badge> : null}
            </div>
          </div>
        </Link>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{who}</span>
            <span className="inline-flex items-center gap-1 text-muted">
              <Mail aria-hidden className="size-3.5" />
              {claim.claimant.email}
            </span>
            {claim.claimant.emailVerified ? null : <Badge tone="warning">Unverified email</Badge>}
          </p>
          <p className="mt-0.5 text-xs text-[#8a8aa0] tabular-nums">
            Sent{" "}
            {new Date(claim.createdAt).toLocaleString("en-GB", {
              day: "numeric",
              month: "short",
              hour: "2-digit",
              minute: "2-digit",
              timeZone: "UTC",
            })}{" "}
            UTC
          </p>
          {claim.message ? (
            <blockquote className="mt-3 border-l-2 border-accent-fg/60 pl-3 text-[15px] leading-relaxed whitespace-pre-line text-[#e4e4ec]">
              {claim.message}
            </blockquote>
          ) : null}
          {claim.evidenceUrl ? (
            <a
              href={claim.evidenceUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-3 inline-flex max-w-full items-center gap-1.5 text-sm font-medium break-all text-accent-fg hover:underline"
            >
              <ExternalLink aria-hidden className="size-4 shrink-0" />
              {claim.evidenceUrl}
            </a>
          ) : null}
        </div>
        <div className="flex gap-2 md:flex-col">
          <fetcher.Form method="post" onSubmit={submitConfirmed(approve)} className="flex-1">
            <input type="hidden" name="claimId" value={claim.id} />
            <input type="hidden" name="intent" value="approve" />
            <Button
              type="submit"
              size="sm"
              disabled={busy}
              className="w-full"
              icon={<Check aria-hidden className="size-4" />}
            >
              Approve<span className="sr-only"> claim on {claim.dj.displayName}</span>
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post" onSubmit={submitConfirmed(reject)} className="flex-1">
            <input type="hidden" name="claimId" value={claim.id} />
            <input type="hidden" name="intent" value="reject" />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={busy}
              className="w-full"
              icon={<X aria-hidden className="size-4" />}
            >
              Reject<span className="sr-only"> claim on {claim.dj.displayName}</span>
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </Card>
  );
}
