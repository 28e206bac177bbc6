import { BadgeCheck, Clock3, ExternalLink, MapPin, Search, ShieldQuestion, XCircle } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { CLAIM_MESSAGE_MAX, CLAIM_STATUS_LABELS, type ClaimStatus, claimFormSchema } from "~/core/dj-claims";
import { Field, Notice, SubmitButton } from "~/features/auth/auth-ui";
import { type FormResult, fieldErrorsOf, formValues } from "~/features/auth/schemas";
import { useFormErrors } from "~/features/auth/use-form-errors";
import { djImageUrl, objectPosition } from "~/features/djs/dj-card";
import { TextAreaField } from "~/features/djs/form-controls";
import { Badge, VerificationBadge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { AppError } from "../../server/domain/app-error.server";
import { listUserClaims } from "../../server/domain/claims/list-user-claims.server";
import { searchClaimableDjs } from "../../server/domain/claims/search-claimable-djs.server";
import { submitDjClaim } from "../../server/domain/claims/submit-dj-claim.server";
import { getUserDjProfiles } from "../../server/domain/roles/get-user-dj-profiles.server";
import { requireAreaAccess } from "../../server/http/access.server";
import { appErrorStatus } from "../../server/http/app-error-response.server";
import type { Route } from "./+types/claim-dj-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/claim-dj-profile");
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
  const { database, userId } = requireAreaAccess(request, context, "/claim-dj-profile");
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

const STATUS_STYLE: Record<ClaimStatus, { tone: "warning" | "success" | "danger"; icon: typeof Clock3 }> = {
  pending: { tone: "warning", icon: Clock3 },
  approved: { tone: "success", icon: BadgeCheck },
  rejected: { tone: "danger", icon: XCircle },
};

export default function ClaimDjProfile({ loaderData }: Route.ComponentProps) {
  const { query, results, claims, managed, chosen, chosenMissing, sent } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/claim-dj-profile";
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[420px]"
        style={{
          backgroundImage:
            "radial-gradient(45% 70% at 15% 0%, rgba(192,38,211,0.24) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 80% 0%, rgba(124,58,237,0.2) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
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
              <ClaimForm dj={chosen} query={query} />
            ) : (
              <section aria-labelledby="find-title">
                <h2 id="find-title" className="font-display text-xl font-bold tracking-tight">
                  Find your profile
                </h2>
                {chosenMissing ? (
                  <Notice tone="warning" className="mt-3">
                    That profile can't be claimed: it already has an owner or isn't public.
                  </Notice>
                ) : null}
                <Form method="get" role="search" className="mt-3 flex gap-2">
                  <label htmlFor="claim-search" className="sr-only">
                    Search DJ profiles by name
                  </label>
                  <div className="relative flex-1">
                    <Search
                      aria-hidden
                      className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
                    />
                    <input
                      id="claim-search"
                      name="q"
                      type="search"
                      defaultValue={query}
                      key={query}
                      placeholder="Your DJ name"
                      autoComplete="off"
                      className="h-12 w-full rounded-full border border-border bg-surface pr-3 pl-10 text-base text-fg placeholder:text-muted focus:border-accent-fg focus:outline-none"
                    />
                  </div>
                  <Button type="submit" variant="secondary" size="lg" aria-busy={searching || undefined}>
                    Search
                  </Button>
                </Form>
                <p className="mt-3 text-sm text-muted" aria-live="polite">
                  {results.length === 0
                    ? query
                      ? `No unclaimed profile matches “${query}”.`
                      : "Every public profile has an owner right now."
                    : query
                      ? `${results.length} unclaimed profile${results.length === 1 ? "" : "s"} matching “${query}”`
                      : "Unclaimed profiles — search for your name to narrow the list."}
                </p>
                {results.length > 0 ? (
                  <ul className={cn("mt-4 grid gap-3 sm:grid-cols-2", searching && "opacity-60")}>
                    {results.map((dj) => (
                      <li key={dj.id}>
                        <article className="flex items-center gap-3 rounded-2xl border border-border bg-surface/90 p-3">
                          <img
                            src={djImageUrl(dj)}
                            alt=""
                            width={64}
                            height={64}
                            loading="lazy"
                            decoding="async"
                            style={{ objectPosition: objectPosition(dj.imagePosition) }}
                            className="size-16 shrink-0 rounded-xl object-cover"
                          />
                          <div className="min-w-0 flex-1">
                            <h3 className="flex items-center gap-2 truncate font-semibold">
                              <span className="truncate">{dj.displayName}</span>
                            </h3>
                            <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted">
                              {dj.location ? (
                                <>
                                  <MapPin aria-hidden className="size-3 shrink-0" />
                                  {dj.location}
                                </>
                              ) : (
                                dj.genres.slice(0, 2).join(" · ")
                              )}
                            </p>
                            <div className="mt-1.5">
                              <VerificationBadge status={dj.verificationStatus} />
                            </div>
                          </div>
                          {dj.pendingClaim ? (
                            <Badge tone="warning">Claim sent</Badge>
                          ) : (
                            <ButtonLink
                              to={`/claim-dj-profile?${new URLSearchParams({ ...(query ? { q: query } : {}), dj: dj.slug })}`}
                              size="sm"
                              variant="secondary"
                            >
                              Claim<span className="sr-only"> {dj.displayName}</span>
                            </ButtonLink>
                          )}
                        </article>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="mt-4 rounded-2xl border border-dashed border-border p-6 text-sm text-muted">
                    <ShieldQuestion aria-hidden className="mb-2 size-6 text-accent-fg" />
                    Not on Booth yet? Use “Missing DJ? let us know!” in the footer and we'll add you.
                  </div>
                )}
              </section>
            )}
          </div>
          <YourClaims claims={claims} />
        </div>
      </div>
    </div>
  );
}

function ClaimForm({ dj, query }: { dj: Route.ComponentProps["loaderData"]["results"][number]; query: string }) {
  const actionData = useActionData<FormResult>();
  const form = useFormErrors(claimFormSchema, actionData);
  const back = `/claim-dj-profile${query ? `?${new URLSearchParams({ q: query })}` : ""}`;
  return (
    <section aria-labelledby="claim-title" className="rounded-2xl border border-border bg-surface/90 p-5 md:p-7">
      <div className="flex items-center gap-4">
        <img
          src={djImageUrl(dj)}
          alt=""
          width={80}
          height={80}
          style={{ objectPosition: objectPosition(dj.imagePosition) }}
          className="size-20 shrink-0 rounded-2xl object-cover"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">Claiming</p>
          <h2 id="claim-title" className="truncate font-display text-2xl font-bold tracking-tight">
            {dj.displayName}
          </h2>
          <Link to={`/dj/${dj.slug}`} className="text-sm text-accent-fg underline-offset-4 hover:underline">
            View public profile
          </Link>
        </div>
      </div>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 flex flex-col gap-5">
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <input type="hidden" name="djProfileId" value={dj.id} />
        <TextAreaField
          label="Why is this profile yours?"
          name="message"
          required
          maxLength={CLAIM_MESSAGE_MAX}
          rows={5}
          defaultValue={actionData?.values?.message ?? ""}
          error={form.errors.message ?? form.errors.djProfileId}
          hint="For example: you are the artist or their manager, and where you play. Admins read this."
        />
        <Field
          label="A link you control"
          name="evidenceUrl"
          type="url"
          inputMode="url"
          required
          placeholder="https://www.instagram.com/yourname"
          defaultValue={actionData?.values?.evidenceUrl ?? ""}
          error={form.errors.evidenceUrl}
          hint="Your artist Instagram, SoundCloud or website. Mentioning Booth there speeds up the review."
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={back} variant="ghost">
            Cancel
          </ButtonLink>
          <SubmitButton busyLabel="Sending…" className="sm:w-auto">
            Send claim
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function YourClaims({ claims }: { claims: Route.ComponentProps["loaderData"]["claims"] }) {
  return (
    <aside aria-labelledby="your-claims-title" className="rounded-2xl border border-border bg-surface/90 p-5">
      <h2 id="your-claims-title" className="font-display text-lg font-bold tracking-tight">
        Your claims
      </h2>
      {claims.length === 0 ? (
        <p className="mt-2 text-sm leading-relaxed text-muted">
          No claims yet. Once you send one, its status shows here and we email you the decision.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border">
          {claims.map((claim) => {
            const style = STATUS_STYLE[claim.status];
            const Icon = style.icon;
            return (
              <li key={claim.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{claim.djName}</p>
                  <p className="text-xs text-muted tabular-nums">
                    Sent{" "}
                    {new Date(claim.createdAt).toLocaleDateString("en-GB", {
                      day: "numeric",
                      month: "short",
                      year: "numeric",
                      timeZone: "UTC",
                    })}
                  </p>
                  {claim.status === "approved" ? (
                    <Link
                      to={`/dj/${claim.djSlug}/edit`}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-accent-fg hover:underline"
                    >
                      Edit profile <ExternalLink aria-hidden className="size-3.5" />
                    </Link>
                  ) : null}
                </div>
                <Badge tone={style.tone} testId="claim-status">
                  <Icon aria-hidden className="size-3" />
                  {CLAIM_STATUS_LABELS[claim.status]}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
