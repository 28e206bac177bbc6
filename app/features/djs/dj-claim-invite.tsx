import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";

/**
 * The foot of a profile nobody manages yet (spec §1: DJ profiles "with follow and claim"): the DJ themselves can
 * claim it. The claim screen opens with this profile chosen; a guest signs in first and comes back to it.
 */
export function DjClaimInvite({ slug, displayName }: { slug: string; displayName: string }) {
  return (
    <aside
      aria-labelledby="claim-heading"
      className="mt-12 flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/70 p-4 sm:flex-row sm:items-center sm:justify-between md:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent-fg">
          <BadgeCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="claim-heading" className="font-semibold text-fg">
            Are you {displayName}?
          </h2>
          <p className="text-sm text-muted">Claim this profile to edit it, answer bookings and see who listens.</p>
        </div>
      </div>
      <Link
        to={`/claim-dj-profile?dj=${encodeURIComponent(slug)}`}
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-full border border-border px-4 text-sm font-semibold text-fg hover:bg-surface-2"
      >
        Claim this profile<span className="sr-only">: {displayName}</span>
      </Link>
    </aside>
  );
}
