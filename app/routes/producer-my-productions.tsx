import { MyProductionsList } from "~/features/producer/my-productions-list";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listMyProductions } from "~server/domain/productions/list-my-productions.server";
import type { Route } from "./+types/producer-my-productions";

/**
 * /producer/my-productions (resource guard, decision 025): the production lines the signed-in person holds through
 * user_roles (production_line_owner or producer); an empty state for everyone else.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return { productions: await listMyProductions(ctx.database.db, ctx.userId) };
}

/** Nothing to change here: a POST gets the guard's answer first, like every guarded screen, then 405. */
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "My Productions · Booth" },
  { name: "robots", content: "noindex" },
];

export default function ProducerMyProductions({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-[1100px] px-4 pt-6 pb-24 md:px-6 md:pt-10" aria-labelledby="my-productions">
      <header className="mb-6 md:mb-8">
        <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Producer</p>
        <h1 id="my-productions" className="mt-1 font-display text-3xl font-bold tracking-tight md:text-5xl">
          My Productions
        </h1>
        <p className="mt-2 text-muted">Your production lines: edit them, add their events and see who follows.</p>
      </header>
      <MyProductionsList productions={loaderData.productions} />
    </section>
  );
}
