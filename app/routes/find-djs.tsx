import { citiesOf, demandBasis, demandNote, parseFindDjsQuery } from "~/core/calendar/find-djs";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { FindDjsScreen } from "~/features/find-djs/find-djs-screen";
import { signedInContext } from "~server/adapters/route-guard.server";
import { findFreeDjs } from "~server/domain/dj-calendar/find-free-djs.server";
import { getDjFilterOptions } from "~server/domain/djs/get-dj-filter-options.server";
import type { Route } from "./+types/find-djs";

/**
 * /find-djs (the "booker" guard: venue staff with can_manage_bookings, producers, admins): the DJs free on a date,
 * by genre and city, most wanted first; each opens its booking form on that date.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const today = localDateOf(new Date(), SITE_TIME_ZONE);
  const query = parseFindDjsQuery(new URL(request.url).searchParams, today);
  const citiesRecorded = Boolean(ctx.config.cityHeader);
  const [options, djs] = await Promise.all([
    getDjFilterOptions(ctx.database.db),
    query.date
      ? findFreeDjs(ctx.database.db, {
          date: query.date,
          genre: query.genre,
          city: query.city,
          byCity: demandBasis(query.city, citiesRecorded) === "city",
        })
      : null,
  ]);
  return {
    query,
    today,
    genres: options.genres,
    cities: citiesOf(options.cities),
    djs,
    note: demandNote(query.city, citiesRecorded),
    byCity: demandBasis(query.city, citiesRecorded) === "city",
  };
}

// Nothing is posted here (the form is a GET); the guard still answers a POST as it answers the page.
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [{ title: "Find DJs · Booth" }, { name: "robots", content: "noindex" }];

export default function FindDjs({ loaderData }: Route.ComponentProps) {
  return <FindDjsScreen {...loaderData} />;
}
