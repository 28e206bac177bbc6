import { ArrowUpRight, FileDown } from "lucide-react";
import { DjFeaturedTrack, DjVideos } from "~/features/djs/dj-profile-media";
import { DjSocialLinks } from "~/features/djs/dj-social-links";
import {
  PressGigs,
  PressPhotoGrid,
  PressQuoteList,
  PressRiderLinks,
  PressSection,
  PressSets,
  RichText,
} from "~/features/press/press-page";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { djImageUrl } from "~/ui/dj-card";
import { Notice } from "~/ui/notice";

type Prop<C, K extends string> = C extends (props: infer P) => unknown ? (K extends keyof P ? P[K] : never) : never;

/** What the kit's page shows (server/adapters/press-page.server.ts, pressPageData). */
export interface PressKitArticleData {
  /** The managers' own view of a link-only kit: a notice that only they can open it. */
  preview: boolean;
  pdfHref: string;
  dj: {
    slug: string;
    displayName: string;
    realName: string | null;
    location: string | null;
    genres: string[];
    roles: string[];
    agency: string | null;
    profileImage: string | null;
    bioHtml: string;
    bookingEnabled: boolean;
  };
  longBioHtml: string;
  photos: Prop<typeof PressPhotoGrid, "photos">;
  quotes: Prop<typeof PressQuoteList, "quotes">;
  riders: Prop<typeof PressRiderLinks, "riders">;
  socials: Prop<typeof DjSocialLinks, "socials">;
  featuredTrack: Prop<typeof DjFeaturedTrack, "embed">;
  featuredTrackLink: Prop<typeof DjFeaturedTrack, "link">;
  videos: Prop<typeof DjVideos, "videos">;
  gigs: { upcoming: Prop<typeof PressGigs, "upcoming">; past: Prop<typeof PressGigs, "past"> } | null;
  sets: Prop<typeof PressSets, "sets">;
}

/**
 * The electronic press kit (decision 058), the same on /dj/{slug}/press and through a personal link
 * (/press/{token}): only where its files are reached differs (the data's paths).
 */
export function PressKitArticle({ loaderData }: { loaderData: PressKitArticleData }) {
  const { dj, photos, quotes, riders, socials, gigs, sets, videos, featuredTrack, featuredTrackLink } = loaderData;
  const media = { slug: dj.slug, displayName: dj.displayName, poster: djImageUrl(dj), posterPosition: "center" };
  const facts = [dj.realName && dj.realName !== dj.displayName ? dj.realName : null, dj.location, dj.roles.join(", ")];
  return (
    <article data-press-kit className="mx-auto flex max-w-[1100px] flex-col gap-12 px-4 pt-6 pb-20 md:px-6 md:pt-10">
      {loaderData.preview ? (
        <Notice tone="info" className="print:hidden">
          This press kit is link-only: only you and the other managers of {dj.displayName} can open this page.
        </Notice>
      ) : null}
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Press kit</p>
        <h1 className="font-display text-[40px] leading-[1.02] font-bold tracking-tight md:text-6xl">
          {dj.displayName}
        </h1>
        <p className="text-muted">{facts.filter(Boolean).join(" · ")}</p>
        {dj.genres.length > 0 ? (
          <ul aria-label="Genres" className="flex flex-wrap gap-2">
            {dj.genres.map((g) => (
              <li key={g} className="rounded-full border border-border px-3 py-1 text-sm">
                {g}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3 print:hidden">
          {dj.bookingEnabled ? (
            <ButtonLink to={`/dj/${dj.slug}/booking`} size="sm">
              Book {dj.displayName}
            </ButtonLink>
          ) : null}
          <ButtonLink to={`/dj/${dj.slug}`} variant="secondary" size="sm">
            DJ page <ArrowUpRight aria-hidden className="size-4" />
          </ButtonLink>
          <a href={loaderData.pdfHref} className={buttonClasses("secondary", "sm")} data-testid="press-pdf">
            <FileDown aria-hidden className="size-4" /> PDF
          </a>
        </div>
      </header>

      {dj.bioHtml || loaderData.longBioHtml ? (
        <PressSection id="press-bio-heading" title="Bio">
          <div className="flex flex-col gap-6">
            {dj.bioHtml ? (
              <div>
                <h3 className="mb-2 text-sm font-semibold tracking-[0.16em] text-muted uppercase">Short</h3>
                <RichText html={dj.bioHtml} testId="press-short-bio" />
              </div>
            ) : null}
            {loaderData.longBioHtml ? (
              <div>
                <h3 className="mb-2 text-sm font-semibold tracking-[0.16em] text-muted uppercase">Long</h3>
                <RichText html={loaderData.longBioHtml} testId="press-long-bio" />
              </div>
            ) : null}
          </div>
        </PressSection>
      ) : null}

      {photos.length > 0 ? (
        <PressSection id="press-photos-heading" title="Press photos">
          <PressPhotoGrid photos={photos} djName={dj.displayName} />
        </PressSection>
      ) : null}

      {featuredTrack || featuredTrackLink || videos.length > 0 ? (
        <div className="print:hidden">
          <DjFeaturedTrack dj={media} embed={featuredTrack} link={featuredTrackLink} />
          <DjVideos dj={media} videos={videos} />
        </div>
      ) : null}

      {gigs ? (
        <PressSection id="press-gigs-heading" title="Gigs">
          <PressGigs upcoming={gigs.upcoming} past={gigs.past} />
        </PressSection>
      ) : sets.length > 0 ? (
        <PressSection id="press-sets-heading" title="Recent sets">
          <PressSets sets={sets} />
        </PressSection>
      ) : null}

      {quotes.length > 0 ? (
        <PressSection id="press-quotes-heading" title="Press">
          <PressQuoteList quotes={quotes} />
        </PressSection>
      ) : null}

      {riders.length > 0 ? (
        <PressSection id="press-riders-heading" title="Riders">
          <PressRiderLinks riders={riders} />
        </PressSection>
      ) : null}

      <DjSocialLinks slug={dj.slug} socials={socials} />

      <PressSection id="press-booking-heading" title="Booking">
        <div className="flex flex-col gap-2 text-[17px]">
          {dj.agency ? <p>Agency: {dj.agency}</p> : null}
          {dj.bookingEnabled ? (
            <p>
              Send an inquiry on{" "}
              <a href={`/dj/${dj.slug}/booking`} className="text-accent-fg underline">
                {dj.displayName}'s booking page
              </a>
              : date, venue and fee, answered by the DJ's team.
            </p>
          ) : (
            <p>{dj.agency ? "Contact the agency for dates and fees." : "Bookings are not open on Booth right now."}</p>
          )}
        </div>
      </PressSection>
    </article>
  );
}
