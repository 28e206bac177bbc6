import { BadgeCheck, Disc3, LifeBuoy, Mail, Server, Sparkles, ToggleRight } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AboutAudiences } from "~/features/static/about-audiences";
import { MissingDjLink } from "~/features/static/missing-dj-link";
import { useShellData } from "~/features/static/shell-data";
import { Callout, ProseSection, StaticPage, TextLink } from "~/features/static/static-page";
import { VerificationBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "About · Booth",
    description:
      "Booth is a directory of verified DJs, their events, venues and production lines — made by DJs for DJs. How verification works, how to claim your profile, and why some areas can be switched off.",
    path: "/about",
    origin: publicOrigin(matches),
  });

export default function About() {
  const { brandName, whatsappNumber } = useShellData();

  return (
    <StaticPage
      eyebrow="About"
      icon={<Disc3 aria-hidden className="size-4" />}
      title={`About ${brandName}`}
      lede={
        <p>
          {brandName} is your gateway to elite DJs: a home for the artists behind the decks, the nights they play and
          the rooms that hold them. It was <strong className="font-semibold text-fg">made by DJs for DJs</strong> —
          people who know how much a good profile, a clear listing and a trusted name matter when the lights go down.
        </p>
      }
    >
      <ProseSection id="what" title={`What ${brandName} is`}>
        <p>
          Every public profile on {brandName} belongs to a verified DJ: photo, bio, genres, city, featured track and
          videos, and links to SoundCloud, Spotify, Beatport, Instagram and the rest. Around those profiles sit the
          events they play, the venues that host them, the production lines that book them, news from the scene and a
          radio player that streams tracks from the DJs you discover.
        </p>
        <p>
          Search finds DJs, venues, events, production lines and news in one box. Sign in and you can follow DJs and
          keep them together on your Following page.
        </p>
      </ProseSection>

      <AboutAudiences />

      <ProseSection id="verification" title="How verification works">
        <p>
          A DJ profile has one of three verification states: <strong>none</strong>, <strong>verified</strong> or{" "}
          <strong>mate</strong>.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
            <VerificationBadge status="verified" />
            <p className="mt-3 text-[15px] leading-relaxed text-muted">
              Our team has confirmed the profile belongs to the real artist and that the details are accurate.
            </p>
          </div>
          <div className="rounded-[var(--radius-card)] border border-[#6b4a0a] bg-[#17130a] p-5">
            <VerificationBadge status="mate" />
            <p className="mt-3 text-[15px] leading-relaxed text-muted">
              The special verified tier: mate DJs are part of the {brandName} family and get the mate dashboard, their
              own events and analytics.
            </p>
          </div>
        </div>
        <p>
          Verified and mate both count as verified.{" "}
          <strong>Only profiles that are verified or mate, and active, appear publicly</strong> — in listings, search
          and on their own page. A profile that is still being checked, or that its owner or our team has paused, stays
          out of sight until it is ready.
        </p>
      </ProseSection>

      <ProseSection id="claim" title="Claiming your profile">
        <p>Are you a DJ and already listed — or should be? Claiming takes a few minutes:</p>
        <ol>
          <li>Create an account or sign in.</li>
          <li>
            Go to <TextLink to="/claim-dj-profile">Claim your DJ profile</TextLink> and tell us which profile is yours,
            or that you're new.
          </li>
          <li>
            Share links we can check — your official socials, streaming pages or agency — so we know it's really you.
          </li>
          <li>
            Once confirmed, you can edit your bio, photo, genres, links and featured music, and your profile goes live
            as verified.
          </li>
        </ol>
        <p>Not listed at all and not ready to claim? Tell us who's missing and we'll take it from there.</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <ButtonLink to="/claim-dj-profile" icon={<BadgeCheck aria-hidden className="size-4" />}>
            Claim your profile
          </ButtonLink>
          <MissingDjLink whatsappNumber={whatsappNumber} />
        </div>
      </ProseSection>

      <ProseSection id="switched-off" title="Why some areas can be switched off">
        <p>
          {brandName} is built from areas — radio, events, venues, production lines, news, sign-in, payments — and the
          people who run each {brandName} site decide which of them are open. If you followed a link and landed on{" "}
          <strong>Feature Unavailable</strong>, that area is switched off on this site for now. Nothing is wrong with
          your account and nothing you saved is lost.
        </p>
        <p>Operators switch an area off for ordinary reasons:</p>
        <ul>
          <li>it hasn't launched in their city or community yet;</li>
          <li>they are updating its content or running maintenance;</li>
          <li>it doesn't fit their scene — a site focused on DJs may not list venues at all.</li>
        </ul>
        <Callout icon={<ToggleRight aria-hidden className="size-5" />} title="Switched back on, it's all there">
          Areas are turned on and off with settings, not by deleting anything. When an area reopens, its pages and links
          come back as they were.
        </Callout>
      </ProseSection>

      <ProseSection id="open" title="Open and self-hostable">
        <p>
          {brandName} is an open platform that anyone can run: a collective, a city scene, an agency or a festival can
          host their own copy on their own server, with their own brand, contact number and choice of areas. Each site
          is run by its own operators, who are responsible for the profiles and content it carries.
        </p>
        <Callout
          icon={<Server aria-hidden className="size-5" />}
          title="Your data stays with the site you use"
          tone="info"
        >
          A self-hosted {brandName} keeps its data in its own database and serves its own fonts and artwork — no
          trackers load without your consent. See the <TextLink to="/privacy">Privacy Policy</TextLink> for exactly what
          is stored.
        </Callout>
        <p>
          Distances between venues and events — the lineup clash check's radius — come from city coordinates by{" "}
          <TextLink to="https://www.geonames.org/" external>
            GeoNames
          </TextLink>
          , licensed under{" "}
          <TextLink to="https://creativecommons.org/licenses/by/4.0/" external>
            CC BY 4.0
          </TextLink>
          , shipped with the site: no address is ever sent anywhere to be looked up.
        </p>
      </ProseSection>

      <section aria-labelledby="contact-title" className="rounded-2xl border border-border bg-surface p-6 md:p-8">
        <Sparkles aria-hidden className="size-6 text-accent-fg" />
        <h2 id="contact-title" className="mt-3 font-display text-2xl font-bold tracking-tight text-fg">
          Talk to us
        </h2>
        <p className="mt-2 text-base leading-relaxed text-muted">
          Questions, corrections or a DJ we should know about — the team answers on WhatsApp, or by email when you write
          to us from the support page, which also covers the common requests.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/support" icon={<LifeBuoy aria-hidden className="size-4" />}>
            Visit Support
          </ButtonLink>
          <MissingDjLink whatsappNumber={whatsappNumber} />
          <ButtonLink to="/support#write" variant="secondary" icon={<Mail aria-hidden className="size-4" />}>
            Write to us
          </ButtonLink>
        </div>
      </section>
    </StaticPage>
  );
}
