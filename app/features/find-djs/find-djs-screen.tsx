import { CalendarSearch, Loader2, MapPin, Users } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { dayLabel } from "~/core/calendar/calendar";
import { bookForDateHref, type FindDjsQuery } from "~/core/calendar/find-djs";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { djImageUrl } from "~/ui/dj-card";
import { selectClasses } from "~/ui/filter-select";
import { Notice } from "~/ui/notice";

export interface FreeDjItem extends DjCardData {
  followers: number;
  views: number;
}

const fieldClass = "h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-fg focus:border-accent-fg";

/**
 * /find-djs: the date, genre and city asked (a GET form, so every answer has an address), then the DJs free that day
 * as cards with one button each that opens their booking form on that date.
 */
export function FindDjsScreen({
  query,
  genres,
  cities,
  djs,
  note,
  byCity,
  today,
}: {
  query: FindDjsQuery;
  genres: string[];
  cities: string[];
  djs: FreeDjItem[] | null;
  note: string;
  byCity: boolean;
  today: string;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/find-djs";
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Booking desk</p>
      <h1 className="mt-1 font-display text-[32px] leading-[1.05] font-bold tracking-tight md:text-5xl">
        Find a DJ free on a date
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        The date is your event's day; each DJ counts it on their own calendar. Listed: DJs taking bookings with no
        confirmed gig, event or 1st hold that day and not marked away.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        aria-label="Find DJs"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="find-date" className="text-sm font-medium">
            Event date
          </label>
          <input
            id="find-date"
            name="date"
            type="date"
            required
            min={today}
            defaultValue={query.date ?? ""}
            aria-invalid={query.error ? true : undefined}
            aria-describedby={query.error ? "find-date-error" : undefined}
            className={cn(fieldClass, query.error && "border-danger")}
          />
          {query.error ? (
            <p id="find-date-error" className="text-sm text-[#fca5a5]">
              {query.error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="find-genre" className="text-sm font-medium">
            Genre
          </label>
          <select id="find-genre" name="genre" defaultValue={query.genre ?? ""} className={selectClasses}>
            <option value="">Any genre</option>
            {genres.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="find-city" className="text-sm font-medium">
            City
          </label>
          <select id="find-city" name="city" defaultValue={query.city ?? ""} className={selectClasses}>
            <option value="">Any city</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={cn(buttonClasses("primary", "md"), "h-11 sm:col-span-2 lg:col-span-1")}>
          {loading ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <CalendarSearch aria-hidden className="size-4" />
          )}
          {loading ? "Finding…" : "Find DJs"}
        </button>
      </Form>

      <section aria-labelledby="find-results" aria-busy={loading} className={cn("mt-8", loading && "opacity-60")}>
        {djs === null ? (
          <>
            <h2 id="find-results" className="sr-only">
              Results
            </h2>
            <Notice tone="info">Choose your event's date to see who is free.</Notice>
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="find-results" className="font-display text-2xl font-bold" aria-live="polite">
                {djs.length === 0
                  ? `No DJ free on ${dayLabel(query.date ?? "")}`
                  : `${djs.length === 1 ? "1 DJ" : `${djs.length} DJs`} free on ${dayLabel(query.date ?? "")}`}
              </h2>
              <p className="text-xs text-muted">{note}</p>
            </div>
            {djs.length === 0 ? (
              <p className="mt-4 text-sm text-muted">
                Try another date, or leave out the genre or city.{" "}
                <Link to="/" className="underline underline-offset-4">
                  Browse every DJ
                </Link>
                .
              </p>
            ) : (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="free-djs">
                {djs.map((dj) => (
                  <li key={dj.slug}>
                    <FreeDjCard dj={dj} date={query.date ?? ""} byCity={byCity} city={query.city} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function FreeDjCard({
  dj,
  date,
  byCity,
  city,
}: {
  dj: FreeDjItem;
  date: string;
  byCity: boolean;
  city: string | null;
}) {
  const demand = byCity
    ? `${dj.followers} ${dj.followers === 1 ? "follower" : "followers"} in ${city} · ${dj.views} ${dj.views === 1 ? "view" : "views"} from there`
    : `${dj.followers} ${dj.followers === 1 ? "follower" : "followers"}`;
  return (
    <Card className="flex h-full gap-3 p-3" data-testid="free-dj">
      <img
        src={djImageUrl(dj)}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-[72px] shrink-0 rounded-xl object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="flex items-center gap-1.5 font-semibold">
          <Link to={`/dj/${dj.slug}`} className="truncate hover:underline">
            {dj.displayName}
          </Link>
          {dj.verificationStatus === "verified" ? (
            <span className="shrink-0 rounded-full bg-accent/20 px-1.5 text-[10px] font-semibold text-accent-fg uppercase">
              Verified
            </span>
          ) : null}
        </h3>
        {dj.location ? (
          <p className="flex items-center gap-1 truncate text-xs text-muted">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {dj.location}
          </p>
        ) : null}
        {dj.genres.length > 0 ? <p className="truncate text-xs text-muted">{dj.genres.join(" · ")}</p> : null}
        <p className="flex items-center gap-1 text-xs text-muted">
          <Users aria-hidden className="size-3.5 shrink-0" />
          {demand}
        </p>
        <Link to={bookForDateHref(dj.slug, date)} className={cn(buttonClasses("secondary", "sm"), "mt-1 self-start")}>
          Book for this date
          <span className="sr-only">
            : {dj.displayName}, {dayLabel(date)}
          </span>
        </Link>
      </div>
    </Card>
  );
}
