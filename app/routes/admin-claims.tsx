import { Inbox } from "lucide-react";
import { data } from "react-router";
import type { AdminActionResult as ActionResult } from "~/core/admin/admin-action-result";
import { claimReviewedNotice, claimReviewSchema } from "~/core/djs/dj-claims";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { AdminClaimCard } from "~/features/admin/admin-claim-card";
import { AdminFrame } from "~/features/admin/admin-frame";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { listPendingClaims } from "~server/domain/claims/list-pending-claims.server";
import { reviewDjClaim } from "~server/domain/claims/review-dj-claim.server";
import { logger } from "~server/logger.server";
import { claimApprovedEmail, claimRejectedEmail } from "~server/mail/claim-emails.server";
import type { Route } from "./+types/admin-claims";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  return { claims: await listPendingClaims(database.db, { id: userId }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId, mailer, config } = signedInContext(context);
  const parsed = claimReviewSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: REQUEST_NOT_UNDERSTOOD }, { status: 400 });
  try {
    const review = await reviewDjClaim(
      database.db,
      { id: userId },
      {
        claimId: parsed.data.claimId,
        decision: parsed.data.intent,
      },
    );
    await auditAdminAction(database.db, userId, {
      action: "claim.review",
      targetType: "dj_profile",
      targetId: review.dj.slug,
      targetLabel: review.dj.displayName,
      before: { claim: "pending" },
      after: { claim: review.decision, claimant: review.claimant.email },
    });
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
    return data<ActionResult>({ ok: true, message: claimReviewedNotice(review) });
  } catch (error) {
    if (error instanceof AppError)
      return data<ActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Claims · Admin · Booth" }];

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { claims } = loaderData;
  // One fetcher for the page: an approved claim leaves the list at once, so its card cannot be the one to toast.
  const review = useConfirmedFetcher();
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
              <AdminClaimCard claim={claim} review={review} />
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
