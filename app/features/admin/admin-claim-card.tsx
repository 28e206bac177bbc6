import { Check, ExternalLink, Mail, X } from "lucide-react";
import { Link } from "react-router";
import type { PendingClaim } from "~/core/djs/dj-claims";
import { Badge, VerificationBadge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { djImageUrl } from "~/ui/dj-card";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

/**
 * A pending claim in the admin queue: the profile, who is asking, their message and evidence link, and the
 * approve and reject buttons. The page's one fetcher sends the decision (an approved card leaves the list).
 */
export function AdminClaimCard({ claim, review }: { claim: PendingClaim; review: ConfirmedFetcher }) {
  const { fetcher, submit } = review;
  const busy = fetcher.state !== "idle";
  const who = claim.claimant.name || claim.claimant.email;
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
          <fetcher.Form method="post" onSubmit={submit(approve)} className="flex-1">
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
          <fetcher.Form method="post" onSubmit={submit(reject)} className="flex-1">
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
