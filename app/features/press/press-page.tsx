import { Download, FileText, Quote } from "lucide-react";
import type { ReactNode } from "react";
import type { EventCardData } from "~/core/events/events";
import { formatEventDate } from "~/core/events/events";
import { fileSizeLabel } from "~/core/press/press-kit";
import type { PublicTrackRow } from "~/core/tracklists/public-tracklist";
import { TracklistSet } from "~/ui/tracklist-set";

/**
 * The parts of /dj/{slug}/press, the DJ's electronic press kit. Plain, readable blocks that print well: the print
 * stylesheet (app.css, `[data-press-kit]`) drops the site's frame, players and buttons and keeps the text, photos
 * and links.
 */

export function PressSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="font-display text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function RichText({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="max-w-prose text-[17px] leading-relaxed text-fg/90 [&_a]:text-accent-fg [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_blockquote]:italic [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&>*+*]:mt-4 [&_ul]:list-disc [&_ul]:pl-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when saved and again by the loader (allow-list)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export interface PressPagePhoto {
  id: string;
  credit: string | null;
  width: number;
  height: number;
  bytes: number;
  type: string;
  src: string;
  srcSet: string;
  original: string;
  number: number;
}

const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

export function PressPhotoGrid({ photos, djName }: { photos: PressPagePhoto[]; djName: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id} className="break-inside-avoid">
          <figure className="flex flex-col gap-2">
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              width={photo.width}
              height={photo.height}
              alt={`${djName}, press shot ${photo.number}`}
              loading={photo.number > 3 ? "lazy" : undefined}
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
            <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
              <span>{photo.credit ? `Photo: ${photo.credit}` : "\u00a0"}</span>
              <a
                href={photo.original}
                download
                className="inline-flex items-center gap-1 font-medium text-accent-fg hover:underline print:hidden"
                data-testid="press-photo-download"
              >
                <Download aria-hidden className="size-4" />
                Original
                <span className="sr-only"> of press shot {photo.number}</span> ({TYPE_NAMES[photo.type] ?? "image"},{" "}
                {photo.width} × {photo.height}, {fileSizeLabel(photo.bytes)})
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function PressQuoteList({
  quotes,
}: {
  quotes: { id: string; quote: string; source: string; link: string | null }[];
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {quotes.map((q) => (
        <li key={q.id} className="break-inside-avoid rounded-2xl border border-border bg-surface p-5">
          <figure>
            <Quote aria-hidden className="size-5 text-accent-fg" />
            <blockquote className="mt-2 text-lg leading-relaxed">{q.quote}</blockquote>
            <figcaption className="mt-3 text-sm text-muted">
              —{" "}
              {q.link ? (
                <a href={q.link} rel="noopener noreferrer nofollow" className="underline">
                  {q.source}
                </a>
              ) : (
                q.source
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

type PressGig = EventCardData & { tracks?: PublicTrackRow[] | null };

function GigLine({ gig, eventsOpen }: { gig: PressGig; eventsOpen: boolean }) {
  const where = [gig.venue, gig.location].filter(Boolean).join(", ");
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="w-40 shrink-0 text-sm text-muted tabular-nums">
        {formatEventDate(new Date(gig.startsAt), gig.timeZone)}
      </span>
      <span className="min-w-0 font-semibold">
        {eventsOpen ? (
          <a href={`/events/${gig.eventId}`} className="hover:underline">
            {gig.name}
          </a>
        ) : (
          gig.name
        )}
      </span>
      {where ? <span className="text-sm text-muted">{where}</span> : null}
    </div>
  );
}

export function PressGigs({ upcoming, past }: { upcoming: PressGig[]; past: PressGig[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold">Upcoming</h3>
        {upcoming.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2" data-testid="press-upcoming">
            {upcoming.map((gig) => (
              <li key={gig.eventId}>
                <GigLine gig={gig} eventsOpen />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No dates announced yet.</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Recent</h3>
        {past.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3" data-testid="press-past">
            {past.map((gig) => (
              <li key={gig.eventId}>
                <GigLine gig={gig} eventsOpen />
                {gig.tracks && gig.tracks.length > 0 ? (
                  <details className="mt-2 print:hidden">
                    <summary className="cursor-pointer text-sm text-accent-fg">
                      Tracklist ({gig.tracks.length} tracks)
                    </summary>
                    <div className="mt-2">
                      <TracklistSet rows={gig.tracks} label={`Tracklist of ${gig.name}`} />
                    </div>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No past gigs listed yet.</p>
        )}
      </div>
    </div>
  );
}

export function PressSets({ sets }: { sets: { name: string; when: string; rows: PublicTrackRow[] }[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {sets.map((set) => (
        <li key={`${set.name}-${set.when}`}>
          <p className="font-semibold">
            {set.name} <span className="text-sm font-normal text-muted">{set.when}</span>
          </p>
          <div className="mt-2">
            <TracklistSet rows={set.rows} label={`Tracklist of ${set.name}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PressRiderLinks({
  riders,
}: {
  riders: { kind: string; label: string; bytes: number; href: string }[];
}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {riders.map((rider) => (
        <li key={rider.kind}>
          <a
            href={rider.href}
            download
            className="inline-flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 font-medium hover:bg-surface-2"
            data-testid={`press-rider-${rider.kind}`}
          >
            <FileText aria-hidden className="size-5 text-accent-fg" />
            {rider.label} <span className="text-sm font-normal text-muted">(PDF, {fileSizeLabel(rider.bytes)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
