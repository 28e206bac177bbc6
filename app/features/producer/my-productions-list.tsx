import { ArrowRight, Disc3 } from "lucide-react";
import { Link } from "react-router";
import { roleLabel } from "~/core/access/role-labels";
import type { MyProduction } from "~/core/productions/productions";
import { countLabel, producerDashboardPath } from "~/core/productions/productions";
import { VerificationBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { ProductionArtwork } from "~/ui/production-artwork";

export type MyProductionRow = MyProduction;

/** /producer/my-productions: the lines the person holds, each a link to its dashboard; an empty state otherwise. */
export function MyProductionsList({ productions }: { productions: MyProductionRow[] }) {
  if (productions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-14 text-center md:py-20">
        <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-accent-fg">
          <Disc3 aria-hidden className="size-7" />
        </span>
        <h2 className="font-display text-2xl font-semibold">No production lines yet</h2>
        <p className="max-w-md text-muted">
          When a production line adds you as its owner or a producer, it shows up here with its dashboard. Ask its owner
          or the Booth team to add you.
        </p>
        <ButtonLink to="/productions" variant="secondary">
          Browse production lines
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Your production lines">
      {productions.map((p) => (
        <li key={p.slug}>
          <article className="group relative flex items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-3 transition-colors hover:border-accent-fg/60 md:p-4">
            <ProductionArtwork production={p} className="w-20 shrink-0 rounded-xl" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-[11px] font-bold tracking-[0.16em] text-accent-fg uppercase">
                {roleLabel(p.role)}
                {p.isActive ? "" : " · Deactivated"}
              </p>
              <h2 className="font-display text-lg leading-tight font-bold">
                <Link
                  to={producerDashboardPath(p.slug)}
                  className="after:absolute after:inset-0 group-hover:text-accent-fg"
                >
                  {p.name}
                </Link>
              </h2>
              {p.isVerified ? (
                <div>
                  <VerificationBadge status="verified" />
                </div>
              ) : null}
              <p className="text-xs text-muted tabular">
                {countLabel(p.eventCount, "event")} · {countLabel(p.followerCount, "follower")}
              </p>
            </div>
            <ArrowRight aria-hidden className="size-5 shrink-0 text-muted group-hover:text-accent-fg" />
          </article>
        </li>
      ))}
    </ul>
  );
}
