import { Heart, LogIn, Search } from "lucide-react";
import { data } from "react-router";
import { personalFeedPath } from "~/core/events/calendar-feed";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { PersonalFeedCard } from "~/features/alerts/personal-feed-card";
import { ButtonLink } from "~/ui/button";
import { DjCard } from "~/ui/dj-card";
import { FollowButton } from "~/ui/follow-button";
import type { ScreenPayload } from "~server/adapters/access.server";
import { handleFollowAction } from "~server/adapters/dj-follow-action.server";
import { getRequestContext } from "~server/context.server";
import { getAlertSettings } from "~server/domain/alerts/get-alert-settings.server";
import { listFollowedDjs } from "~server/domain/djs/list-followed-djs.server";
import type { Route } from "./+types/following";

/**
 * /following: the public DJs the signed-in user follows. The spec leaves the route unguarded, so guests get a
 * sign-in prompt here instead of a redirect; with the login flag off following does not exist (Feature Unavailable).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { flags, userId, database, config } = getRequestContext(context);
  if (!flags.loginEnabled) {
    throw data<ScreenPayload>({ screen: "feature-unavailable", feature: "Login" }, { status: 403 });
  }
  if (!userId) return { signedIn: false as const, djs: [], feedPath: null };
  const [djs, alerts] = await Promise.all([
    listFollowedDjs(database.db, userId),
    // The personal calendar feed is part of the events area.
    flags.eventsPageEnabled ? getAlertSettings(database.db, userId, config.authSecret) : null,
  ]);
  return { signedIn: true as const, djs, feedPath: alerts ? personalFeedPath(alerts.feedToken) : null };
}

/** Unfollow (or follow again) straight from the list; the same idempotent action as the DJ page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const slug = String((await request.clone().formData()).get("slug") ?? "");
  return handleFollowAction(request, ctx, slug);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Following · Booth",
    description: "The DJs you follow on Booth.",
    path: "/following",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function Following({ loaderData }: Route.ComponentProps) {
  const { signedIn, djs, feedPath } = loaderData;
  return (
    <section className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10" aria-labelledby="following-heading">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Your scene</p>
          <h1 id="following-heading" className="mt-1 font-display text-4xl font-bold tracking-tight md:text-5xl">
            Following
          </h1>
          {signedIn && djs.length > 0 ? (
            <p className="mt-2 text-muted" data-testid="following-count">
              {djs.length === 1 ? "1 DJ" : `${djs.length} DJs`} you follow
            </p>
          ) : null}
        </div>
        {signedIn && djs.length > 0 ? (
          <ButtonLink to="/" variant="secondary" size="sm" icon={<Search aria-hidden className="size-4" />}>
            Find more DJs
          </ButtonLink>
        ) : null}
      </header>

      {feedPath ? <PersonalFeedCard path={feedPath} /> : null}
      {!signedIn ? (
        <EmptyPanel
          icon={<LogIn aria-hidden className="size-7" />}
          title="Sign in to see who you follow"
          text="Follow DJs to keep their profiles, mixes and bookings one tap away. Your list lives in your account."
          action={
            <ButtonLink to="/login?redirectTo=%2Ffollowing" icon={<LogIn aria-hidden className="size-4" />}>
              Log in
            </ButtonLink>
          }
          secondary={
            <ButtonLink to="/signup?redirectTo=%2Ffollowing" variant="secondary">
              Create an account
            </ButtonLink>
          }
        />
      ) : djs.length === 0 ? (
        <EmptyPanel
          icon={<Heart aria-hidden className="size-7" />}
          title="You are not following anyone yet"
          text="Open a DJ's profile and press Follow — they will show up here."
          action={
            <ButtonLink to="/" icon={<Search aria-hidden className="size-4" />}>
              Browse DJs
            </ButtonLink>
          }
        />
      ) : (
        <>
          {/* The cards' names are h3: a heading of the list's own keeps the outline h1 → h2 → h3. */}
          <h2 id="followed-djs-heading" className="sr-only">
            DJs you follow
          </h2>
          <ul
            className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5"
            aria-labelledby="followed-djs-heading"
          >
            {djs.map((dj, i) => (
              <li key={dj.slug} className="flex flex-col gap-3">
                <DjCard dj={dj} priority={i < 4} />
                <FollowButton
                  slug={dj.slug}
                  displayName={dj.displayName}
                  following
                  followers={0}
                  signedIn
                  hideCount
                  action="/following"
                  size="sm"
                  followingLabel="Unfollow"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EmptyPanel({
  icon,
  title,
  text,
  action,
  secondary,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: React.ReactNode;
  secondary?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-border bg-surface px-6 py-14 text-center md:py-20">
      <div
        aria-hidden
        className="absolute inset-0 -z-0 bg-[radial-gradient(50%_60%_at_50%_0%,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent)]"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center gap-4">
        <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-accent-fg">{icon}</span>
        <h2 className="font-display text-2xl font-semibold">{title}</h2>
        <p className="text-muted">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {action}
          {secondary}
        </div>
      </div>
    </div>
  );
}
