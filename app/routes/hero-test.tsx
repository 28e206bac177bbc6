import { Info } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { HomeHero } from "~/features/djs/home-hero";
import "~/features/static/home-hero.css";
import type { Route } from "./+types/hero-test";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Hero preview · Booth",
    description: "Preview of Booth's home hero in both variants, used to check the hero system.",
    path: "/hero-test",
    origin: publicOrigin(matches),
    noindex: true,
  });

/** Illustrative numbers only — this page reads nothing external. */
const SAMPLE_STATS = { djs: 128, cities: 14, genres: 22 };

function VariantLabel({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-10 pb-4 md:px-6">
      <p className="text-xs font-semibold tracking-[0.18em] text-accent-fg uppercase">Variant</p>
      <h2 id={id} className="mt-1 font-display text-xl font-bold text-fg md:text-2xl">
        {title}
      </h2>
      <p className="mt-1 max-w-[640px] text-sm leading-relaxed text-muted">{description}</p>
    </div>
  );
}

export default function HeroTest() {
  return (
    <div className="pb-16">
      <HomeHero rich stats={SAMPLE_STATS} />

      <section aria-labelledby="hero-preview-note" className="mx-auto max-w-[1200px] px-4 pt-8 md:px-6">
        <div className="flex gap-3 rounded-[var(--radius-card)] border border-[#0c4a6e] bg-[#0a1a26] p-4 md:p-5">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-info" />
          <div className="text-[15px] leading-relaxed text-[#d4d4de]">
            <h2 id="hero-preview-note" className="font-sans text-[15px] font-semibold text-fg">
              This is a preview of the home hero
            </h2>
            <p className="mt-1">
              This page shows the hero used on Booth's home page so the hero system can be checked. The numbers above
              are illustrative sample figures ({SAMPLE_STATS.djs} DJs, {SAMPLE_STATS.cities} cities,{" "}
              {SAMPLE_STATS.genres} genres), not live counts. The full stage appears when the hero system flag is on;
              below it is the compact header the home page uses when the flag is off.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="variant-rich">
        <VariantLabel
          id="variant-rich"
          title="Full hero — hero system on"
          description="Shown at the top of this page: glow, light beams, a turntable on wide screens, an equaliser wall that holds still when reduced motion is requested, and the stats."
        />
      </section>

      <section aria-labelledby="variant-compact">
        <VariantLabel
          id="variant-compact"
          title="Compact header — hero system off"
          description="The same heading, pitch and calls to action in a light header that gets visitors to the DJ list quickly."
        />
        <div className="border-t border-border">
          <HomeHero rich={false} stats={SAMPLE_STATS} headingLevel="h2" regionLabel="Compact home hero preview" />
        </div>
      </section>
    </div>
  );
}
