import { DATE_NOT_PAST } from "~/core/booking/booking";
import { addDaysTo, calendarHorizon, isIsoDate } from "./calendar";

/**
 * /find-djs: a DJ free on a date, for those who book them (the route table's "booker" guard). The date is a
 * calendar day as the person asking means it — "Saturday 12 December" — and each DJ is free when their own
 * calendar day of that date (in the DJ's zone, as their calendar counts it) has no confirmed booking, published
 * event or 1st hold and is not marked unavailable: the same day a promoter's inquiry for that date would hold. No
 * conversion between zones: a gig on the 12th is the 12th for the venue, the promoter and the DJ.
 */

export const FIND_DJS_LIMIT = 48;
/** How far back profile views count towards demand in a city. */
export const DEMAND_VIEW_DAYS = 90;

export const FIND_DATE_MISSING = "Choose the date of your event.";
export const FIND_DATE_PAST = DATE_NOT_PAST;
export const FIND_DATE_TOO_FAR = "Choose a date within the next 18 months.";

export interface FindDjsQuery {
  /** The day asked, or null before one is chosen (the page then asks for it). */
  date: string | null;
  genre: string | null;
  city: string | null;
  error: string | null;
}

const text = (value: string | null, max: number) => {
  const trimmed = (value ?? "").trim().slice(0, max);
  return trimmed ? trimmed : null;
};

/**
 * Reads ?date=&genre=&city=. `today` is the site's today; a day before it is still taken (the person asking may be a
 * day behind the site's zone), anything earlier is past; nothing past the calendar's horizon.
 */
export function parseFindDjsQuery(params: URLSearchParams, today: string): FindDjsQuery {
  const genre = text(params.get("genre"), 60);
  const city = text(params.get("city"), 80);
  const raw = params.get("date");
  if (raw === null || raw.trim() === "") return { date: null, genre, city, error: null };
  const date = raw.trim();
  if (!isIsoDate(date)) return { date: null, genre, city, error: FIND_DATE_MISSING };
  if (date < addDaysTo(today, -1)) return { date: null, genre, city, error: FIND_DATE_PAST };
  if (date > calendarHorizon(today)) return { date: null, genre, city, error: FIND_DATE_TOO_FAR };
  return { date, genre, city, error: null };
}

/** The city of a DJ's location ("Berlin, Germany" → "Berlin"). */
export function cityOfLocation(location: string | null | undefined): string | null {
  const city = location?.split(",")[0]?.trim();
  return city ? city : null;
}

/** The distinct cities of a list of locations, A–Z, for the city filter. */
export function citiesOf(locations: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const location of locations) {
    const city = cityOfLocation(location);
    if (city && !seen.has(city.toLowerCase())) seen.set(city.toLowerCase(), city);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * How the list is ordered, said on the page: by demand in the chosen city (its followers there and profile views
 * from there) when the site records visitors' cities, else by followers overall; verified DJs first among equals.
 */
export function demandBasis(city: string | null, citiesRecorded: boolean): "city" | "followers" {
  return city && citiesRecorded ? "city" : "followers";
}

export function demandNote(city: string | null, citiesRecorded: boolean): string {
  return demandBasis(city, citiesRecorded) === "city"
    ? `Most wanted in ${city} first: followers there and profile views from there in the last ${DEMAND_VIEW_DAYS} days; then verified DJs.`
    : "Most followed first, then verified DJs.";
}

/** /dj/{slug}?book={date}: the DJ's page with the booking form open on that date. */
export function bookForDateHref(slug: string, date: string): string {
  return `/dj/${slug}?book=${date}`;
}
