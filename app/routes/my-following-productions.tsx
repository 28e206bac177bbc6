import { Disc3, Search } from "lucide-react";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { productionPath } from "~/core/productions/productions";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { FollowedProductionItem } from "~/features/productions/followed-production-item";
import { ButtonLink } from "~/ui/button";
import { FollowButton } from "~/ui/follow-button";
import { handleProductionFollowAction } from "~server/adapters/production-follow-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listFollowedProductions } from "~server/domain/productions/list-followed-productions.server";
import type { Route } from "./+types/my-following-productions";

/** /my/following/productions (login + production lines flag): the lines the user follows, with their next dates. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const now = new Date();
  return {
    productions: await listFollowedProductions(ctx.database.db, ctx.userId, now),
    today: localDateOf(now, SITE_TIME_ZONE),
    hideFollowCount: ctx.flags.hideFollowCount,
  };
}

/** Unfollow (or follow again) straight from the list: the same idempotent action as the production page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  const slug = String((await request.clone().formData()).get("slug") ?? "");
  return handleProductionFollowAction(request, ctx, slug);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Followed production lines · Booth",
    description: "The production lines you follow on Booth, with their next dates.",
    path: "/my/following/productions",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function MyFollowingProductions({ loaderData }: Route.ComponentProps) {
  const { productions } = loaderData;
  return (
    <section className="mx-auto max-w-[1000px] px-4 pt-6 pb-16 md:px-6 md:pt-10" aria-labelledby="followed-heading">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Your scene</p>
          <h1 id="followed-heading" className="mt-1 font-display text-3xl font-bold tracking-tight md:text-5xl">
            Production lines you follow
          </h1>
          {productions.length > 0 ? (
            <p className="mt-2 text-muted" data-testid="followed-production-count">
              {productions.length === 1 ? "1 production line" : `${productions.length} production lines`}
            </p>
          ) : null}
        </div>
        {productions.length > 0 ? (
          <ButtonLink to="/productions" variant="secondary" size="sm" icon={<Search aria-hidden className="size-4" />}>
            Find more
          </ButtonLink>
        ) : null}
      </header>
      {productions.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-14 text-center md:py-20">
          <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-accent-fg">
            <Disc3 aria-hidden className="size-7" />
          </span>
          <h2 className="font-display text-2xl font-semibold">You are not following any production lines yet</h2>
          <p className="max-w-md text-muted">
            Follow the series and crews behind your favourite nights to see their next dates here.
          </p>
          <ButtonLink to="/productions" icon={<Search aria-hidden className="size-4" />}>
            Browse production lines
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Production lines you follow">
          {productions.map(({ nextEvents, ...production }) => (
            <li key={production.slug}>
              <FollowedProductionItem
                production={production}
                nextEvents={nextEvents}
                today={loaderData.today}
                hideFollowCount={loaderData.hideFollowCount}
                followControl={
                  <FollowButton
                    slug={production.slug}
                    displayName={production.name}
                    following
                    followers={0}
                    signedIn
                    hideCount
                    pagePath={productionPath(production.slug)}
                    action="/my/following/productions"
                    size="sm"
                    followingLabel="Unfollow"
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
