import { Newspaper } from "lucide-react";
import type { CSSProperties } from "react";
import { data } from "react-router";
import { oembedAlternate } from "~/core/api/oembed";
import { paymentsActive } from "~/core/booking/payments";
import { djJsonLd } from "~/core/djs/dj-json-ld";
import { djProfileLinks, djProfileMedia, djProfileMetaText } from "~/core/djs/dj-profile-page";
import { djThemeCssVars, themeForId } from "~/core/djs/dj-themes";
import { whatsappChatUrl } from "~/core/djs/share-links";
import { calendarFeedPath } from "~/core/events/calendar-feed";
import { formatEventDate, localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { shareCardImage } from "~/core/site/share-card";
import { publicTrackRows } from "~/core/tracklists/public-tracklist";
import { BookingButton } from "~/features/djs/booking-button";
import { DjBio } from "~/features/djs/dj-bio";
import { DjClaimInvite } from "~/features/djs/dj-claim-invite";
import { DjGenreList, DjProfileHeader } from "~/features/djs/dj-profile-header";
import { DjFeaturedTrack, DjVideos } from "~/features/djs/dj-profile-media";
import { DjProfileBackdrop, DjProfilePhoto, isDesignedSleeve } from "~/features/djs/dj-profile-photo";
import { DjSocialLinks } from "~/features/djs/dj-social-links";
import { DjWhatsappLink } from "~/features/djs/dj-whatsapp-link";
import { ShareMenu } from "~/features/djs/share-menu";
import { DjGigs } from "~/features/events/dj-gigs";
import { DjTracklists } from "~/features/tracklists/dj-tracklists";
import { useDjProfileView } from "~/ui/activity-beacons";
import { ButtonLink } from "~/ui/button";
import { CalendarSubscribe, feedAlternates } from "~/ui/calendar-subscribe";
import { djImageUrl, objectPosition } from "~/ui/dj-card";
import { FollowButton } from "~/ui/follow-button";
import { handleFollowAction } from "~server/adapters/dj-follow-action.server";
import { readPageData } from "~server/adapters/page-data.server";
import { getRequestContext } from "~server/context.server";
import { getHeldAvailability } from "~server/domain/dj-calendar/get-held-availability.server";
import { getDjFollowState } from "~server/domain/djs/get-dj-follow-state.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { getHeldDjGigs } from "~server/domain/events/get-held-dj-gigs.server";
import { getHeldPressKit } from "~server/domain/press-kits/get-held-press-kit.server";
import { getHeldDjTracklists } from "~server/domain/tracklists/get-held-dj-tracklists.server";
import type { Route } from "./+types/dj-profile";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // Its reads within the spec's 12 s, or the page says it is taking too long (decision 041).
  const page = await readPageData(context, () => getHeldDjPage(ctx.database.db, params.slug));
  // Inactive or unverified profiles are not public: they answer exactly like a missing one.
  if (!page) throw data({ screen: "not-found" }, { status: 404 });
  const { dj, bioHtml } = page;
  const [follow, gigs, tracklists, availability, pressKit] = await readPageData(context, () =>
    Promise.all([
      // Whether this visitor follows is theirs alone: read fresh; the count is the held one for guests.
      ctx.userId
        ? getDjFollowState(ctx.database.db, dj.id, ctx.userId)
        : { followers: page.followers, following: false },
      // Gigs come from event lineups, shown only while the events area is open.
      ctx.flags.eventsPageEnabled ? getHeldDjGigs(ctx.database.db, dj.id) : null,
      // Published sets of past gigs are the DJ's own: shown with the events area closed too, without event links.
      getHeldDjTracklists(ctx.database.db, dj.id),
      // The booking form's grid (available or not, never why) unless the DJ's managers turned it off.
      dj.bookingEnabled && dj.availabilityGrid ? getHeldAvailability(ctx.database.db, dj) : null,
      // The press kit is linked unless it is link-only (decision 058).
      getHeldPressKit(ctx.database.db, dj.id),
    ]),
  );
  const { socials, seoLinks } = djProfileLinks(dj);
  return {
    dj: {
      slug: dj.slug,
      displayName: dj.displayName,
      realName: dj.realName,
      bioHtml,
      location: dj.location,
      genres: dj.genres,
      roles: dj.roles,
      agency: dj.agency,
      profileImage: dj.profileImage,
      imagePosition: dj.imagePosition,
      verificationStatus: dj.verificationStatus,
      bookingEnabled: dj.bookingEnabled,
      // The deposit asked with an inquiry, only while payments are on (flag and a PayPal client id).
      bookingDepositCents: paymentsActive(ctx.flags.paymentsEnabled, ctx.config.paypal?.clientId)
        ? dj.bookingDepositCents
        : null,
      themeId: dj.themeId,
      ...seoLinks,
    },
    socials,
    whatsappUrl: ctx.flags.whatsappEnabled ? whatsappChatUrl(dj.whatsapp) : null,
    ...djProfileMedia(dj),
    follow,
    followEnabled: ctx.flags.loginEnabled,
    hideFollowCount: ctx.flags.hideFollowCount,
    signedIn: ctx.userId !== null,
    shareUrl: `${ctx.config.publicUrl}/dj/${dj.slug}`,
    mostPlayed: tracklists.mostPlayed,
    tracklists: tracklists.sets.map((t) => ({
      eventHref: ctx.flags.eventsPageEnabled ? `/events/${t.event.eventId}` : null,
      eventName: t.event.eventName,
      when: formatEventDate(t.event.eventDate, t.event.timeZone),
      venue: t.event.venue,
      rows: publicTrackRows(t.tracks),
    })),
    gigs: gigs ? { ...gigs, today: localDateOf(new Date(), SITE_TIME_ZONE) } : null,
    // Spec §1 "DJ profiles (with follow and claim)": nobody manages this profile yet, so its DJ may claim it. The
    // same for every visitor (the page cache keeps it); approving a claim drops the cached page.
    claimable: ctx.flags.loginEnabled && dj.userId === null,
    availability,
    pressKitHref: pressKit.linkOnly ? null : `/dj/${dj.slug}/press`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleFollowAction(request, getRequestContext(context), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { dj } = loaderData;
  const origin = publicOrigin(matches);
  const { title, description } = djProfileMetaText(dj);
  const image = djImageUrl(dj);
  return [
    ...buildPageMeta({
      title,
      description,
      path: `/dj/${dj.slug}`,
      origin,
      ...shareCardImage("dj", dj.slug, dj.displayName),
      type: "profile",
    }),
    { "script:ld+json": djJsonLd({ ...dj, bio: dj.bioHtml, profileImage: image }, origin) },
    ...feedAlternates(loaderData.gigs !== null, origin, { kind: "dj", slug: dj.slug }, dj.displayName),
    // oEmbed discovery (decision 061): other sites embed the DJ's card and next gigs.
    oembedAlternate(origin, { kind: "dj", slug: dj.slug }, `${dj.displayName} on Booth`),
  ];
};

export default function DjProfile({ loaderData }: Route.ComponentProps) {
  const { dj, socials, whatsappUrl, featuredTrack, featuredTrackLink, videos, follow } = loaderData;
  useDjProfileView(dj.slug);
  const theme = themeForId(dj.themeId);
  const image = djImageUrl(dj);
  const position = objectPosition(dj.imagePosition);
  const media = { slug: dj.slug, displayName: dj.displayName, poster: image, posterPosition: position };

  return (
    <article
      style={djThemeCssVars(theme) as CSSProperties}
      data-theme={theme.id}
      // Light themes need dark text on their buttons; every theme's pair keeps AA (app/core/djs/dj-themes.test.ts).
      className="relative isolate pb-16 [&_.bg-accent-gradient]:text-[var(--dj-on-accent)]"
    >
      <DjProfileBackdrop image={image} position={position} glow={theme.glow} />

      <div className="mx-auto max-w-[1200px] px-4 pt-4 md:px-6 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[minmax(0,440px)_1fr] md:gap-12">
          <DjProfilePhoto image={image} position={position} displayName={dj.displayName} />

          <div
            className={`relative flex min-w-0 flex-col gap-6 md:mt-0 md:pt-4 ${isDesignedSleeve(image) ? "" : "-mt-20"}`}
          >
            <DjProfileHeader dj={dj} />

            <div className="flex flex-wrap items-center gap-3">
              {dj.bookingEnabled ? (
                <BookingButton
                  slug={dj.slug}
                  displayName={dj.displayName}
                  depositCents={dj.bookingDepositCents}
                  availability={loaderData.availability}
                />
              ) : null}
              {loaderData.followEnabled ? (
                <FollowButton
                  slug={dj.slug}
                  displayName={dj.displayName}
                  following={follow.following}
                  followers={follow.followers}
                  signedIn={loaderData.signedIn}
                  hideCount={loaderData.hideFollowCount}
                />
              ) : null}
              <ShareMenu slug={dj.slug} url={loaderData.shareUrl} title={dj.displayName} />
              {loaderData.pressKitHref ? (
                <ButtonLink to={loaderData.pressKitHref} variant="secondary" size="sm">
                  <Newspaper aria-hidden className="size-4" /> Press kit
                </ButtonLink>
              ) : null}
              {whatsappUrl ? <DjWhatsappLink slug={dj.slug} href={whatsappUrl} /> : null}
            </div>

            <DjGenreList genres={dj.genres} />
            <DjFeaturedTrack dj={media} embed={featuredTrack} link={featuredTrackLink} />
            <DjBio bioHtml={dj.bioHtml} />
            {loaderData.gigs ? <DjGigs {...loaderData.gigs} /> : null}
            <DjTracklists sets={loaderData.tracklists} mostPlayed={loaderData.mostPlayed} djName={dj.displayName} />
            {loaderData.gigs ? (
              <CalendarSubscribe
                path={calendarFeedPath({ kind: "dj", slug: dj.slug })}
                description={`${dj.displayName}'s new dates appear on their own; changes and cancellations too.`}
              />
            ) : null}
          </div>
        </div>

        <DjVideos dj={media} videos={videos} />
        <DjSocialLinks slug={dj.slug} socials={socials} />
        {loaderData.claimable ? <DjClaimInvite slug={dj.slug} displayName={dj.displayName} /> : null}
      </div>
    </article>
  );
}
