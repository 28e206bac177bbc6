import { CalendarDays, Heart, Star } from "lucide-react";
import { Link } from "react-router";
import { countLabel, type ProductionCardData, productionPath } from "~/core/productions/productions";
import { VerificationBadge } from "~/ui/badge";
import { ProductionArtwork } from "~/ui/production-artwork";

/**
 * One production line of /productions: its logo (or generated artwork with its initials), name, verified badge,
 * featured mark, event and follower counts. A compact row on phones, a square-artwork card from `sm` up.
 */
export function ProductionCard({
  production,
  hideFollowCount,
  priority = false,
}: {
  production: ProductionCardData;
  hideFollowCount: boolean;
  priority?: boolean;
}) {
  return (
    <article className="group relative flex h-full gap-3 overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface p-2 transition-colors hover:border-accent-fg/60 sm:flex-col sm:gap-0 sm:p-0">
      <ProductionArtwork
        production={production}
        priority={priority}
        className="w-24 shrink-0 rounded-lg sm:w-auto sm:rounded-none"
      >
        {production.isFeatured ? (
          <span className="absolute top-3 left-3 hidden items-center gap-1 rounded-full bg-accent-gradient px-2.5 py-1 text-xs font-semibold text-white sm:flex">
            <Star aria-hidden className="size-3.5 fill-current" /> Featured
          </span>
        ) : null}
      </ProductionArtwork>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-1 pr-1 sm:p-4">
        {production.isFeatured ? (
          <p className="text-[11px] font-bold tracking-[0.16em] text-accent-fg uppercase sm:hidden">Featured</p>
        ) : null}
        <h3 className="font-display text-base leading-tight font-bold sm:text-lg">
          <Link
            to={productionPath(production.slug)}
            className="after:absolute after:inset-0 group-hover:text-accent-fg"
          >
            {production.name}
          </Link>
        </h3>
        {production.isVerified ? (
          <div>
            <VerificationBadge status="verified" />
          </div>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted tabular sm:pt-2">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-3.5 shrink-0" />
            {countLabel(production.eventCount, "event")}
          </span>
          {hideFollowCount ? null : (
            <span className="flex items-center gap-1.5">
              <Heart aria-hidden className="size-3.5 shrink-0" />
              {countLabel(production.followerCount, "follower")}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
