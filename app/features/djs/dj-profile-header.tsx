import { Building2, MapPin } from "lucide-react";
import { VerificationBadge } from "~/ui/badge";

/** Roles, name and badge, real name, location and agency of the public DJ profile. */
export function DjProfileHeader({
  dj,
}: {
  dj: {
    displayName: string;
    realName: string | null;
    roles: string[];
    location: string | null;
    agency: string | null;
    verificationStatus: string;
  };
}) {
  return (
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
  );
}

/** The DJ's genres as chips in the theme's accent. */
export function DjGenreList({ genres }: { genres: string[] }) {
  if (genres.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Genres">
      {genres.map((genre) => (
        <li
          key={genre}
          className="rounded-full border border-[color-mix(in_oklab,var(--dj-accent)_50%,var(--color-border))] bg-surface/70 px-3 py-1 text-sm backdrop-blur"
        >
          {genre}
        </li>
      ))}
    </ul>
  );
}
