import { Building2, Search } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { MyVenueCard } from "~/features/venue-manage/my-venue-card";
import { ButtonLink } from "~/ui/button";
import { toast } from "~/ui/toast";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listMyVenues } from "~server/domain/venues/list-my-venues.server";
import type { Route } from "./+types/my-venues";

/**
 * /my-venues (decision 025): the venues the signed-in person actively manages, primary first then by when
 * they joined (spec §7), each with their role and the way into its management; an empty state otherwise. Admins see
 * their own records here too (every venue is in the admin area).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return { venues: await listMyVenues(ctx.database.db, ctx.userId) };
}

/** No form here: the guard still answers a POST first (a guest goes home), then 405. */
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "My Venues · Booth",
    description: "The venues you manage on Booth.",
    path: "/my-venues",
    origin: publicOrigin(matches),
    noindex: true,
  });

/** The toast after the Delete tab sent the person here (`?deactivated=<name>`); the query is then dropped. */
function useDeactivatedToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = params.get("deactivated");
  useEffect(() => {
    if (!name) return;
    toast.success(`${name} was deactivated`, { description: "An administrator can reactivate it." });
    navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [name, navigate]);
}

export default function MyVenues({ loaderData }: Route.ComponentProps) {
  const { venues } = loaderData;
  useDeactivatedToast();
  return (
    <section className="mx-auto max-w-[1200px] px-4 pt-6 pb-24 md:px-6 md:pt-10" aria-labelledby="my-venues-heading">
      <header className="mb-8">
        <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Venue management</p>
        <h1 id="my-venues-heading" className="mt-1 font-display text-4xl font-bold tracking-tight md:text-5xl">
          My Venues
        </h1>
        {venues.length > 0 ? (
          <p className="mt-2 text-muted" data-testid="my-venues-count">
            {venues.length === 1 ? "1 venue" : `${venues.length} venues`} you help run
          </p>
        ) : null}
      </header>
      {venues.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-accent-fg">
            <Building2 aria-hidden className="size-7" />
          </span>
          <h2 className="mt-4 font-display text-xl font-semibold">No venues yet</h2>
          <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">
            Venue owners, managers, booking agents and promoters run a venue's page on Booth together: its details,
            events, bookings and media. When a venue invites you by email, accept the invitation and the venue shows up
            here.
          </p>
          <ButtonLink
            to="/venues"
            variant="secondary"
            className="mt-6"
            icon={<Search aria-hidden className="size-4" />}
          >
            Browse venues
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {venues.map((venue, i) => (
            <li key={venue.slug}>
              <MyVenueCard venue={venue} priority={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
