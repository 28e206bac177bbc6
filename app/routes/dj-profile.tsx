import { ExternalLink, MapPin, Music2 } from "lucide-react";
import { data } from "react-router";
import { SOCIAL_PLATFORMS, safeExternalUrl } from "~/core/social-links";
import { djImageUrl, objectPosition } from "~/features/djs/dj-card";
import { VerificationBadge } from "~/ui/badge";
import { getRequestContext } from "../../server/context.server";
import { getPublicDj } from "../../server/domain/djs/get-public-dj.server";
import type { Route } from "./+types/dj-profile";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = getRequestContext(context);
  const dj = await getPublicDj(database.db, params.slug);
  // Inactive or unverified profiles are not public: they answer exactly like a missing one.
  if (!dj) throw data({ screen: "not-found" }, { status: 404 });
  const socials = SOCIAL_PLATFORMS.flatMap((p) => {
    const href = safeExternalUrl(dj[p.key]);
    return href ? [{ platform: p.platform, label: p.label, href }] : [];
  });
  return {
    dj: {
      slug: dj.slug,
      displayName: dj.displayName,
      realName: dj.realName,
      bio: dj.bio,
      location: dj.location,
      genres: dj.genres,
      roles: dj.roles,
      agency: dj.agency,
      profileImage: dj.profileImage,
      imagePosition: dj.imagePosition,
      verificationStatus: dj.verificationStatus,
    },
    socials,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.dj.displayName} · Booth` },
        { name: "description", content: (loaderData.dj.bio ?? `${loaderData.dj.displayName} on Booth`).slice(0, 160) },
      ]
    : [{ title: "404 - Page Not Found" }];

export default function DjProfile({ loaderData }: Route.ComponentProps) {
  const { dj, socials } = loaderData;
  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,420px)_1fr] md:gap-12">
        <div className="relative aspect-square overflow-hidden rounded-2xl border border-border bg-surface">
          <img
            src={djImageUrl(dj)}
            alt={dj.displayName}
            width={840}
            height={840}
            style={{ objectPosition: objectPosition(dj.imagePosition) }}
            className="size-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-display text-4xl font-bold md:text-6xl">{dj.displayName}</h1>
              <VerificationBadge status={dj.verificationStatus} />
            </div>
            {dj.realName ? <p className="mt-2 text-muted">{dj.realName}</p> : null}
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {dj.location ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <MapPin aria-hidden className="size-4 text-muted" />
                  <span className="sr-only">Location</span>
                </dt>
                <dd>{dj.location}</dd>
              </div>
            ) : null}
            {dj.roles.length > 0 ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <Music2 aria-hidden className="size-4 text-muted" />
                  <span className="sr-only">Roles</span>
                </dt>
                <dd>{dj.roles.join(" · ")}</dd>
              </div>
            ) : null}
            {dj.agency ? (
              <div className="flex items-center gap-1.5">
                <dt className="text-muted">Agency</dt>
                <dd>{dj.agency}</dd>
              </div>
            ) : null}
          </dl>
          {dj.genres.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Genres">
              {dj.genres.map((g) => (
                <li key={g} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
                  {g}
                </li>
              ))}
            </ul>
          ) : null}
          {dj.bio ? (
            <div className="max-w-prose space-y-3 leading-relaxed text-fg/90">
              {dj.bio.split(/\n{2,}/).map((para) => (
                <p key={para.slice(0, 40)}>{para}</p>
              ))}
            </div>
          ) : null}
          {socials.length > 0 ? (
            <section aria-labelledby="links-heading">
              <h2 id="links-heading" className="mb-3 text-sm font-semibold tracking-[0.16em] text-muted uppercase">
                Listen &amp; follow
              </h2>
              <ul className="flex flex-wrap gap-2">
                {socials.map((s) => (
                  <li key={s.platform}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm hover:border-accent-fg hover:text-accent-fg"
                    >
                      {s.label} <ExternalLink aria-hidden className="size-3.5" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
