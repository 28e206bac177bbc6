import { data, Link, redirect } from "react-router";
import { claimFormSchema } from "~/core/djs/dj-claims";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { ClaimableDjFinder } from "~/features/djs/claimable-dj-finder";
import { DjClaimForm } from "~/features/djs/dj-claim-form";
import { YourDjClaims } from "~/features/djs/your-dj-claims";
import { GlowPage } from "~/ui/glow-page";
import { Notice } from "~/ui/notice";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { listUserClaims } from "~server/domain/claims/list-user-claims.server";
import { searchClaimableDjs } from "~server/domain/claims/search-claimable-djs.server";
import { submitDjClaim } from "~server/domain/claims/submit-dj-claim.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";
import type { Route } from "./+types/claim-dj-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 80);
  const chosenSlug = url.searchParams.get("dj") ?? "";
  const [results, claims, managed, chosenMatches] = await Promise.all([
    searchClaimableDjs(database.db, userId, query),
    listUserClaims(database.db, userId),
    getUserDjProfiles(database.db, userId),
    chosenSlug ? searchClaimableDjs(database.db, userId, chosenSlug) : Promise.resolve([]),
  ]);
  const chosen = chosenMatches.find((d) => d.slug === chosenSlug) ?? null;
  return {
    query,
    results,
    claims,
    managed: managed.map((m) => ({ slug: m.slug, displayName: m.displayName })),
    chosen,
    chosenMissing: Boolean(chosenSlug) && !chosen,
    sent: url.searchParams.get("sent"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const values = formValues(await request.formData());
  const keep = { message: values.message ?? "", evidenceUrl: values.evidenceUrl ?? "" };
  const parsed = claimFormSchema.safeParse(values);
  if (!parsed.success) return data<FormResult>({ errors: fieldErrorsOf(parsed.error), values: keep }, { status: 400 });
  try {
    const claim = await submitDjClaim(database.db, userId, parsed.data);
    return redirect(`/claim-dj-profile?sent=${encodeURIComponent(claim.displayName)}`);
  } catch (error) {
    if (error instanceof AppError)
      return data<FormResult>({ formError: error.message, values: keep }, { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Claim your DJ profile · Booth" },
  { name: "robots", content: "noindex" },
];

const GLOW =
  "radial-gradient(45% 70% at 15% 0%, rgba(192,38,211,0.24) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 80% 0%, rgba(124,58,237,0.2) 0%, rgba(124,58,237,0) 100%)";

export default function ClaimDjProfile({ loaderData }: Route.ComponentProps) {
  const { query, results, claims, managed, chosen, chosenMissing, sent } = loaderData;
  return (
    <GlowPage glowClassName="h-[420px]" glow={GLOW}>
      <div className="mx-auto max-w-[1100px] px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">For DJs</p>
        <h1 className="mt-2 font-display text-[34px] leading-[1.05] font-bold tracking-tight md:text-5xl">
          Claim your DJ profile
        </h1>
        <p className="mt-3 max-w-2xl text-[15px] leading-relaxed text-[#c8c8d4] md:text-lg">
          Is your profile already on Booth? Find it, tell us why it's yours and add a link you control. An admin checks
          it, and once approved you edit your photo, bio, links and bookings yourself.
        </p>

        {sent ? (
          <Notice tone="success" title="Claim sent" className="mt-6">
            Your claim on {sent} is waiting for review. We'll email you as soon as an admin has looked at it.
          </Notice>
        ) : null}
        {managed.length > 0 ? (
          <Notice tone="info" title="You already manage a DJ profile" className="mt-6">
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {managed.map((m) => (
                <Link key={m.slug} to={`/dj/${m.slug}/edit`} className="font-semibold text-fg underline">
                  Edit {m.displayName}
                </Link>
              ))}
            </span>
          </Notice>
        ) : null}

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px] lg:items-start">
          <div className="min-w-0">
            {chosen ? (
              <DjClaimForm dj={chosen} query={query} />
            ) : (
              <ClaimableDjFinder query={query} results={results} chosenMissing={chosenMissing} />
            )}
          </div>
          <YourDjClaims claims={claims} />
        </div>
      </div>
    </GlowPage>
  );
}
