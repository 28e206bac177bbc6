import { BadgeCheck, Clock3, ExternalLink, XCircle } from "lucide-react";
import { Link } from "react-router";
import { CLAIM_STATUS_LABELS, type ClaimStatus, formatClaimDate } from "~/core/djs/dj-claims";
import { Badge } from "~/ui/badge";

const STATUS_STYLE: Record<ClaimStatus, { tone: "warning" | "success" | "danger"; icon: typeof Clock3 }> = {
  pending: { tone: "warning", icon: Clock3 },
  approved: { tone: "success", icon: BadgeCheck },
  rejected: { tone: "danger", icon: XCircle },
};

/** The signed-in user's claims with their review status; an approved one links to the editor. */
export function YourDjClaims({
  claims,
}: {
  claims: { id: string; status: ClaimStatus; createdAt: string; djSlug: string; djName: string }[];
}) {
  return (
    <aside aria-labelledby="your-claims-title" className="rounded-2xl border border-border bg-surface/90 p-5">
      <h2 id="your-claims-title" className="font-display text-lg font-bold tracking-tight">
        Your claims
      </h2>
      {claims.length === 0 ? (
        <p className="mt-2 text-sm leading-relaxed text-muted">
          No claims yet. Once you send one, its status shows here and we email you the decision.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border">
          {claims.map((claim) => {
            const style = STATUS_STYLE[claim.status];
            const Icon = style.icon;
            return (
              <li key={claim.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{claim.djName}</p>
                  <p className="text-xs text-muted tabular-nums">Sent {formatClaimDate(claim.createdAt)}</p>
                  {claim.status === "approved" ? (
                    <Link
                      to={`/dj/${claim.djSlug}/edit`}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-accent-fg hover:underline"
                    >
                      Edit profile <ExternalLink aria-hidden className="size-3.5" />
                    </Link>
                  ) : null}
                </div>
                <Badge tone={style.tone} testId="claim-status">
                  <Icon aria-hidden className="size-3" />
                  {CLAIM_STATUS_LABELS[claim.status]}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
