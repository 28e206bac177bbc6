import { ArrowRight, Sparkles, Star } from "lucide-react";
import { DjCard } from "~/features/djs/dj-card";
import { HomeHero } from "~/features/djs/home-hero";
import { getRequestContext } from "../../server/context.server";
import { getHomeDirectory } from "../../server/domain/djs/get-home-directory.server";
import type { DjCard as DjCardRow } from "../../server/domain/djs/list-public-djs.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Your Gateway to Elite DJs" },
  {
    name: "description",
    content: "Discover elite DJs — techno, house, afro house, amapiano and more. Made by DJs for DJs.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { database, flags } = getRequestContext(context);
  const directory = await getHomeDirectory(database.db);
  return {
    richHero: flags.heroSystemEnabled,
    stats: directory.stats,
    featured: directory.featured.map(toCard),
    suggested: directory.suggested.map(toCard),
    djs: directory.djs.map(toCard),
  };
}

function toCard(dj: DjCardRow) {
  return {
    slug: dj.slug,
    displayName: dj.display_name,
    genres: dj.genres,
    location: dj.location,
    profileImage: dj.profile_image,
    imagePosition: dj.image_position,
    verificationStatus: dj.verification_status,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, suggested, djs, stats, richHero } = loaderData;
  return (
    <>
      <HomeHero rich={richHero} stats={stats} />
      <div className="mx-auto max-w-[1200px] px-4 md:px-6">
        {featured.length > 0 ? (
          <section id="featured-djs" aria-labelledby="featured-heading" className="scroll-mt-20 py-10">
            <SectionHeading id="featured-heading" icon={<Star aria-hidden className="size-4" />} title="Featured DJs" />
            <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
              {featured.map((dj, i) => (
                <li key={dj.slug} className="w-[44%] shrink-0 snap-start md:w-auto">
                  <DjCard dj={dj} priority={i < 4} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {suggested.length > 0 ? (
          <section aria-labelledby="suggested-heading" className="py-6">
            <SectionHeading
              id="suggested-heading"
              icon={<Sparkles aria-hidden className="size-4" />}
              title="Suggested for you"
            />
            <ul className="grid grid-cols-3 gap-3 md:grid-cols-6 md:gap-4">
              {suggested.map((dj) => (
                <li key={dj.slug}>
                  <DjCard dj={dj} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section id="all-djs" aria-labelledby="all-heading" className="scroll-mt-20 py-10">
          <SectionHeading id="all-heading" title="All DJs" meta={`${stats.djs} artists`} />
          {djs.length === 0 ? (
            <p className="rounded-[var(--radius-card)] border border-border bg-surface p-8 text-center text-muted">
              No DJs are listed yet. Know one who should be here? Use “Missing DJ? let us know!” below.
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-5 lg:grid-cols-5">
              {djs.map((dj) => (
                <li key={dj.slug}>
                  <DjCard dj={dj} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function SectionHeading({
  id,
  title,
  icon,
  meta,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  meta?: string;
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 id={id} className="flex items-center gap-2 font-display text-2xl font-bold md:text-3xl">
        {icon ? (
          <span className="grid size-7 place-items-center rounded-full bg-surface-2 text-accent-fg">{icon}</span>
        ) : null}
        {title}
      </h2>
      {meta ? (
        <p className="flex items-center gap-1 text-sm text-muted tabular">
          {meta} <ArrowRight aria-hidden className="size-3.5" />
        </p>
      ) : null}
    </div>
  );
}
