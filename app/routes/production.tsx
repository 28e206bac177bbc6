import { data } from "react-router";
import { calendarFeedPath } from "~/core/events/calendar-feed";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { productionJsonLd } from "~/core/productions/production-json-ld";
import { countLabel, productionLogoUrl, productionPath } from "~/core/productions/productions";
import { buildPageMeta, plainText, publicOrigin } from "~/core/site/seo";
import { shareCardImage } from "~/core/site/share-card";
import { ShareMenu } from "~/features/djs/share-menu";
import { datesColumn } from "~/features/events/dj-gigs";
import { ProductionDjs, ProductionHeader } from "~/features/productions/production-page-parts";
import { AboutAndDates } from "~/ui/about-and-dates";
import { AboutSection } from "~/ui/about-section";
import { CalendarSubscribe, feedAlternates } from "~/ui/calendar-subscribe";
import { FollowButton } from "~/ui/follow-button";
import { readPageData } from "~server/adapters/page-data.server";
import { handleProductionFollowAction } from "~server/adapters/production-follow-action.server";
import { routeContext } from "~server/adapters/route-guard.server";
import {
  getHeldProductionEvents,
  getHeldProductionPage,
} from "~server/domain/productions/get-held-production-page.server";
import { getProductionFollowState } from "~server/domain/productions/get-production-follow-state.server";
import type { Route } from "./+types/production";

/**
 * /production/{slug}: an active production line's page; inactive and unknown slugs are 404. Anonymous
 * renders come from the page cache; a follow announces a public change, so the next one shows the new count.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  // Held in memory until a public change (decision 026): a render that misses the page cache makes no query.
  // Its reads within the spec's 12 s, or the page says it is taking too long (decision 041).
  const page = await readPageData(context, () => getHeldProductionPage(ctx.database.db, params.slug));
  if (!page) throw data({ screen: "not-found" }, { status: 404 });
  const { line, djs } = page;
  const now = new Date();
  const [events, follow] = await readPageData(context, () =>
    Promise.all([
      ctx.flags.eventsPageEnabled
        ? getHeldProductionEvents(ctx.database.db, line.id)
        : Promise.resolve({ upcoming: [], past: [] }),
      ctx.userId
        ? getProductionFollowState(ctx.database.db, line.id, ctx.userId)
        : Promise.resolve({ followers: line.followerCount, following: false }),
    ]),
  );
  return {
    production: {
      slug: line.slug,
      name: line.name,
      logoUrl: line.logoUrl,
      logo: productionLogoUrl(line),
      isVerified: line.isVerified,
      isFeatured: line.isFeatured,
      eventCount: line.eventCount,
      descriptionHtml: page.descriptionHtml,
    },
    events,
    calendar: ctx.flags.eventsPageEnabled,
    djs,
    follow,
    signedIn: Boolean(ctx.userId),
    followEnabled: ctx.flags.loginEnabled,
    hideFollowCount: ctx.flags.hideFollowCount,
    today: localDateOf(now, SITE_TIME_ZONE),
    shareUrl: `${ctx.config.publicUrl}${productionPath(line.slug)}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = routeContext(context);
  return handleProductionFollowAction(request, ctx, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { production, events, follow } = loaderData;
  const origin = publicOrigin(matches);
  const about = plainText(production.descriptionHtml, 160);
  const facts = [countLabel(production.eventCount, "event"), production.isVerified ? "Verified" : null]
    .filter(Boolean)
    .join(" · ");
  return [
    ...buildPageMeta({
      title: `${production.name} · Booth`,
      description: [about, facts].filter(Boolean).join(". ") || `${production.name} on Booth.`,
      path: productionPath(production.slug),
      origin,
      ...shareCardImage("production", production.slug, production.name),
    }),
    {
      "script:ld+json": productionJsonLd(
        { ...production, followerCount: follow.followers, upcoming: events.upcoming },
        origin,
      ),
    },
    ...feedAlternates(loaderData.calendar, origin, { kind: "production", slug: production.slug }, production.name),
  ];
};

export default function ProductionPage({ loaderData }: Route.ComponentProps) {
  const { production, events, follow } = loaderData;
  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-0 pb-16 md:px-6 md:pt-10">
      <ProductionHeader production={production} />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {loaderData.followEnabled ? (
          <FollowButton
            slug={production.slug}
            displayName={production.name}
            following={follow.following}
            followers={follow.followers}
            signedIn={loaderData.signedIn}
            hideCount={loaderData.hideFollowCount}
            pagePath={productionPath(production.slug)}
          />
        ) : null}
        <ShareMenu url={loaderData.shareUrl} title={production.name} heading="Share production line" />
      </div>
      <AboutAndDates
        about={
          production.descriptionHtml ? (
            <AboutSection
              headingId="production-about-heading"
              html={production.descriptionHtml}
              testId="production-description"
            />
          ) : null
        }
        dates={datesColumn({
          ...events,
          today: loaderData.today,
          idPrefix: "production-events",
          titles: { upcoming: `Next from ${production.name}`, past: "Past events", empty: "No dates announced yet." },
        })}
      >
        <ProductionDjs
          djs={loaderData.djs}
          name={production.name}
          wide={events.upcoming.length + events.past.length === 0}
        />
      </AboutAndDates>
      {loaderData.calendar ? (
        <CalendarSubscribe
          path={calendarFeedPath({ kind: "production", slug: production.slug })}
          description={`Every ${production.name} date, kept up to date in your calendar.`}
          className="mt-10"
        />
      ) : null}
    </article>
  );
}
