import { CalendarDays, Star } from "lucide-react";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { countLabel, type ProductionCardData } from "~/core/productions/productions";
import { VerificationBadge } from "~/ui/badge";
import { DjCardItem } from "~/ui/dj-card";
import { ProductionArtwork } from "~/ui/production-artwork";

/**
 * The top of a production page: the logo (or generated artwork) beside the name, badges and counts; on phones the
 * artwork is a wide banner the header overlaps, on desktop a square beside the heading.
 */
export function ProductionHeader({ production }: { production: Omit<ProductionCardData, "followerCount"> }) {
  return (
    <header className="relative flex flex-col gap-5 md:flex-row md:items-end md:gap-8">
      <ProductionArtwork
        production={production}
        priority
        className="-mx-4 aspect-[4/3] rounded-none md:mx-0 md:aspect-square md:w-72 md:shrink-0 md:rounded-2xl md:border md:border-border"
      />
      <div className="relative -mt-20 min-w-0 md:mt-0 md:pb-2">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
          Production line
          {production.isFeatured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-gradient px-2 py-0.5 text-[11px] tracking-normal text-white normal-case">
              <Star aria-hidden className="size-3 fill-current" /> Featured
            </span>
          ) : null}
        </p>
        <h1 className="mt-1 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance md:text-6xl">
          {production.name}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
          {production.isVerified ? <VerificationBadge status="verified" /> : null}
          <span className="flex items-center gap-1.5 tabular" data-testid="production-event-count">
            <CalendarDays aria-hidden className="size-4" />
            {countLabel(production.eventCount, "event")}
          </span>
        </div>
      </div>
    </header>
  );
}

/** The public DJs who played (or will play) the line's nights, as DJ cards. */
export function ProductionDjs({ djs, name, wide = false }: { djs: DjCardData[]; name: string; wide?: boolean }) {
  if (djs.length === 0) return null;
  return (
    <section aria-labelledby="production-djs-heading">
      <h2 id="production-djs-heading" className="mb-4 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        DJs who played {name}
      </h2>
      <ul
        className={`grid grid-cols-2 gap-4 sm:grid-cols-3 ${wide ? "lg:grid-cols-5 xl:grid-cols-6" : "lg:grid-cols-4"}`}
      >
        {djs.map((dj) => (
          <DjCardItem key={dj.slug} dj={dj} />
        ))}
      </ul>
    </section>
  );
}
