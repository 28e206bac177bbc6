import { Building2, MapPin, MessageCircle } from "lucide-react";
import type { CSSProperties } from "react";
import { data } from "react-router";
import { djJsonLd } from "~/core/dj-json-ld";
import { themeForId } from "~/core/dj-themes";
import { type MediaEmbed, mediaEmbedFor } from "~/core/media-embeds";
import { buildPageMeta, plainText, publicOrigin } from "~/core/seo";
import { whatsappChatUrl } from "~/core/share-links";
import { SOCIAL_PLATFORMS, safeExternalUrl } from "~/core/social-links";
import { BookingButton } from "~/features/djs/booking-button";
import { trackDjActivity, useDjProfileView } from "~/features/djs/dj-activity";
import { djImageUrl, objectPosition } from "~/features/djs/dj-card";
import { FollowButton } from "~/features/djs/follow-button";
import { MediaFacade } from "~/features/djs/media-facade";
import { ShareMenu } from "~/features/djs/share-menu";
import { ShareMark } from "~/features/djs/social-icons";
import { VerificationBadge } from "~/ui/badge";
import { buttonClasses } from "~/ui/button";
import { getRequestContext } from "../../server/context.server";
import { getDjFollowState } from "../../server/domain/djs/get-dj-follow-state.server";
import { getPublicDj } from "../../server/domain/djs/get-public-dj.server";
import { sanitizeDjBio } from "../../server/domain/djs/sanitize-dj-bio.server";
import { handleFollowAction } from "../../server/http/dj-follow-action.server";
import type { Route } from "./+types/dj-profile";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const dj = await getPublicDj(ctx.database.db, params.slug);
  // Inactive or unverified profiles are not public: they answer exactly like a missing one.
  if (!dj) throw data({ screen: "not-found" }, { status: 404 });
  const follow = await getDjFollowState(ctx.database.db, dj.id, ctx.userId);
  const socials = SOCIAL_PLATFORMS.flatMap((p) => {
    const href = safeExternalUrl(dj[p.key]);
    return href ? [{ platform: p.platform, label: p.label, href }] : [];
  });
  const seoLinks = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p.key, safeExternalUrl(dj[p.key])]));
  const videos = dj.featuredVideos.flatMap((url) => {
    const embed = mediaEmbedFor(url);
    return embed ? [embed] : [];
  });
  // Bios are sanitised when saved and again here, so nothing stored earlier can reach the page unsanitised.
  const bioHtml = sanitizeDjBio(dj.bio ?? "");
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
      themeId: dj.themeId,
      ...seoLinks,
    },
    socials,
    whatsappUrl: ctx.flags.whatsappEnabled ? whatsappChatUrl(dj.whatsapp) : null,
    featuredTrack: mediaEmbedFor(dj.featuredTrack),
    featuredTrackLink: mediaEmbedFor(dj.featuredTrack) ? null : safeExternalUrl(dj.featuredTrack),
    videos,
    follow,
    followEnabled: ctx.flags.loginEnabled,
    hideFollowCount: ctx.flags.hideFollowCount,
    signedIn: ctx.userId !== null,
    shareUrl: `${ctx.config.publicUrl}/dj/${dj.slug}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleFollowAction(request, getRequestContext(context), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { dj } = loaderData;
  const origin = publicOrigin(matches);
  const facts = [dj.genres.slice(0, 3).join(", "), dj.location].filter(Boolean).join(" · ");
  const description =
    plainText(dj.bioHtml, 160) || `${dj.displayName}${facts ? ` — ${facts}` : ""}. Follow and book on Booth.`;
  const image = djImageUrl(dj);
  return [
    ...buildPageMeta({
      title: `${dj.displayName}${facts ? ` · ${facts}` : ""} · Booth`,
      description,
      path: `/dj/${dj.slug}`,
      origin,
      image,
      imageAlt: dj.displayName,
      type: "profile",
    }),
    { "script:ld+json": djJsonLd({ ...dj, bio: dj.bioHtml, profileImage: image }, origin) },
  ];
};

const sectionHeading = "mb-4 text-xs font-semibold tracking-[0.2em] text-muted uppercase";

export default function DjProfile({ loaderData }: Route.ComponentProps) {
  const { dj, socials, whatsappUrl, featuredTrack, featuredTrackLink, videos, follow } = loaderData;
  useDjProfileView(dj.slug);
  const theme = themeForId(dj.themeId);
  const image = djImageUrl(dj);
  const position = objectPosition(dj.imagePosition);
  const themeVars = {
    "--dj-accent": theme.accent,
    "--dj-accent-2": theme.accent2,
    "--dj-accent-fg": theme.accentFg,
    "--dj-on-accent": theme.onAccent,
    "--dj-glow": theme.glow,
    // The page's own accent follows the theme, so primary buttons (Follow, Book this DJ) wear it too.
    "--color-accent": theme.accent,
    "--color-accent-2": theme.accent2,
    "--color-accent-fg": theme.accentFg,
  } as CSSProperties;

  return (
    <article
      style={themeVars}
      data-theme={theme.id}
      // Light themes need dark text on their buttons; every theme's pair keeps AA (app/core/dj-themes.test.ts).
      className="relative isolate pb-16 [&_.bg-accent-gradient]:text-[var(--dj-on-accent)]"
    >
      {/* The photo, blurred and tinted by the theme, lights the top of the page (decorative). */}
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[560px] overflow-hidden">
        {/* The same file as the photo below, and on a phone the larger paint (Lighthouse's LCP element): the
            first <img> decides the request's priority and React's preload, so it asks for high too. */}
        <img
          src={image}
          alt=""
          fetchPriority="high"
          className="size-full scale-125 object-cover opacity-30 blur-3xl"
          style={{ objectPosition: position }}
        />
        <div
          className="absolute inset-0"
          style={{
            background: `radial-gradient(60% 60% at 30% 20%, color-mix(in oklab, ${theme.glow} 35%, transparent), transparent 70%), linear-gradient(to bottom, transparent 40%, var(--color-bg))`,
          }}
        />
      </div>

      <div className="mx-auto max-w-[1200px] px-4 pt-4 md:px-6 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[minmax(0,440px)_1fr] md:gap-12">
          <div className="relative -mx-4 md:mx-0">
            <div className="relative aspect-[4/5] overflow-hidden bg-surface md:aspect-square md:rounded-2xl md:border md:border-border md:shadow-[0_30px_80px_-30px_var(--dj-glow)]">
              <img
                src={image}
                alt={dj.displayName}
                width={880}
                height={880}
                fetchPriority="high"
                decoding="async"
                style={{ objectPosition: position }}
                className="size-full object-cover"
              />
              <div
                aria-hidden
                className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-bg to-transparent md:hidden"
              />
            </div>
          </div>

          <div className="relative -mt-20 flex min-w-0 flex-col gap-6 md:mt-0 md:pt-4">
            <header className="flex flex-col gap-3">
              {dj.roles.length > 0 ? (
                <p className="text-xs font-semibold tracking-[0.24em] text-[var(--dj-accent-fg)] uppercase">
                  <span className="sr-only">Roles: </span>
                  {dj.roles.join(" · ")}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 className="font-display text-5xl leading-[0.95] font-bold tracking-tight text-balance md:text-7xl">
                  {dj.displayName}
                </h1>
                <VerificationBadge status={dj.verificationStatus} />
              </div>
              {dj.realName && dj.realName !== dj.displayName ? (
                <p className="text-base text-fg/80">
                  <span className="sr-only">Real name: </span>
                  {dj.realName}
                </p>
              ) : null}
              <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
                {dj.location ? (
                  <li className="flex items-center gap-1.5">
                    <MapPin aria-hidden className="size-4" />
                    <span className="sr-only">Based in </span>
                    {dj.location}
                  </li>
                ) : null}
                {dj.agency ? (
                  <li className="flex items-center gap-1.5">
                    <Building2 aria-hidden className="size-4" />
                    <span className="sr-only">Agency: </span>
                    {dj.agency}
                  </li>
                ) : null}
              </ul>
            </header>

            <div className="flex flex-wrap items-center gap-3">
              {dj.bookingEnabled ? <BookingButton slug={dj.slug} displayName={dj.displayName} /> : null}
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
              {whatsappUrl ? (
                <a
                  href={whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses("secondary", "md")}
                  onClick={() => trackDjActivity({ kind: "whatsapp_connect", slug: dj.slug })}
                >
                  <MessageCircle aria-hidden className="size-4 text-[#4ade80]" />
                  WhatsApp
                </a>
              ) : null}
            </div>

            {dj.genres.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Genres">
                {dj.genres.map((genre) => (
                  <li
                    key={genre}
                    className="rounded-full border border-[color-mix(in_oklab,var(--dj-accent)_50%,var(--color-border))] bg-surface/70 px-3 py-1 text-sm backdrop-blur"
                  >
                    {genre}
                  </li>
                ))}
              </ul>
            ) : null}

            {featuredTrack ? (
              <section aria-labelledby="track-heading">
                <h2 id="track-heading" className={sectionHeading}>
                  Featured mix
                </h2>
                <MediaFacade
                  slug={dj.slug}
                  embed={featuredTrack}
                  poster={image}
                  posterPosition={position}
                  title={`${dj.displayName} featured mix`}
                />
              </section>
            ) : featuredTrackLink ? (
              <a
                href={featuredTrackLink}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm text-[var(--dj-accent-fg)] underline"
              >
                Listen to the featured track
              </a>
            ) : null}

            {dj.bioHtml ? (
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className={sectionHeading}>
                  About
                </h2>
                <div
                  data-testid="dj-bio"
                  className="max-w-prose text-[17px] leading-relaxed text-fg/90 [&_a]:text-[var(--dj-accent-fg)] [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-[var(--dj-accent)] [&_blockquote]:pl-4 [&_blockquote]:italic [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&>*+*]:mt-4 [&_ul]:list-disc [&_ul]:pl-5"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDjBio in the loader (allow-list)
                  dangerouslySetInnerHTML={{ __html: dj.bioHtml }}
                />
              </section>
            ) : null}
          </div>
        </div>

        {videos.length > 0 ? (
          <section aria-labelledby="videos-heading" className="mt-12">
            <h2 id="videos-heading" className={sectionHeading}>
              Videos
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {videos.map((video: MediaEmbed, i: number) => (
                <li key={video.url}>
                  <MediaFacade
                    slug={dj.slug}
                    embed={video}
                    poster={image}
                    posterPosition={position}
                    title={`${dj.displayName} video ${i + 1}`}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {socials.length > 0 ? (
          <section aria-labelledby="links-heading" className="mt-12">
            <h2 id="links-heading" className={sectionHeading}>
              Listen &amp; follow
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {socials.map((s) => (
                <li key={s.platform}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-platform={s.platform}
                    onClick={() => trackDjActivity({ kind: "social_click", slug: dj.slug, platform: s.platform })}
                    className="flex h-12 items-center gap-3 rounded-xl border border-border bg-surface px-4 text-sm font-medium transition-colors hover:border-[var(--dj-accent)] hover:bg-surface-2"
                  >
                    <ShareMark platform={s.platform} className="size-5 shrink-0 text-[var(--dj-accent-fg)]" />
                    <span className="truncate">{s.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
