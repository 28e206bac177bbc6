import { MapPin, Search, ShieldQuestion } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { claimableDjsSummary, claimPageHref } from "~/core/djs/dj-claims";
import { Badge, VerificationBadge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { djImageUrl, objectPosition } from "~/ui/dj-card";
import { Notice } from "~/ui/notice";

/** A public profile nobody owns yet, as /claim-dj-profile lists it. */
export type ClaimableDjData = DjCardData & { id: string; pendingClaim: boolean };

/** /claim-dj-profile before a profile is chosen: search the unclaimed profiles and pick the one to claim. */
export function ClaimableDjFinder({
  query,
  results,
  chosenMissing,
}: {
  query: string;
  results: ClaimableDjData[];
  /** The profile in the link can't be claimed (it has an owner or isn't public). */
  chosenMissing: boolean;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/claim-dj-profile";
  return (
    <section aria-labelledby="find-title">
      <h2 id="find-title" className="font-display text-xl font-bold tracking-tight">
        Find your profile
      </h2>
      {chosenMissing ? (
        <Notice tone="warning" className="mt-3">
          That profile can't be claimed: it already has an owner or isn't public.
        </Notice>
      ) : null}
      <Form method="get" role="search" aria-label="Find your profile" className="mt-3 flex gap-2">
        <label htmlFor="claim-search" className="sr-only">
          Search DJ profiles by name
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="claim-search"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            placeholder="Your DJ name"
            autoComplete="off"
            className="h-12 w-full rounded-full border border-border bg-surface pr-3 pl-10 text-base text-fg placeholder:text-muted focus:border-accent-fg focus:outline-none"
          />
        </div>
        <Button type="submit" variant="secondary" size="lg" aria-busy={searching || undefined}>
          Search
        </Button>
      </Form>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {claimableDjsSummary(results.length, query)}
      </p>
      {results.length > 0 ? (
        <ul className={cn("mt-4 grid gap-3 sm:grid-cols-2", searching && "opacity-60")}>
          {results.map((dj) => (
            <li key={dj.id}>
              <article className="flex items-center gap-3 rounded-2xl border border-border bg-surface/90 p-3">
                <img
                  src={djImageUrl(dj)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  style={{ objectPosition: objectPosition(dj.imagePosition) }}
                  className="size-16 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="flex items-center gap-2 truncate font-semibold">
                    <span className="truncate">{dj.displayName}</span>
                  </h3>
                  <p className="mt-0.5 flex items-start gap-1 text-xs text-muted [overflow-wrap:anywhere]">
                    {dj.location ? (
                      <>
                        <MapPin aria-hidden className="mt-0.5 size-3 shrink-0" />
                        {dj.location}
                      </>
                    ) : (
                      dj.genres.slice(0, 2).join(" · ")
                    )}
                  </p>
                  <div className="mt-1.5">
                    <VerificationBadge status={dj.verificationStatus} />
                  </div>
                </div>
                {dj.pendingClaim ? (
                  <Badge tone="warning">Claim sent</Badge>
                ) : (
                  <ButtonLink to={claimPageHref(query, dj.slug)} size="sm" variant="secondary">
                    Claim<span className="sr-only"> {dj.displayName}</span>
                  </ButtonLink>
                )}
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-border p-6 text-sm text-muted">
          <ShieldQuestion aria-hidden className="mb-2 size-6 text-accent-fg" />
          Not on Booth yet? Use “Missing DJ? let us know!” in the footer and we'll add you.
        </div>
      )}
    </section>
  );
}
