import { Disc3, KeyRound, Mail, PencilLine, ShieldCheck } from "lucide-react";
import { redirect, useSearchParams } from "react-router";
import { AccountLayout, AccountSection, formatDate, ROLE_LABELS } from "~/features/auth/account-layout";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { signedInContext } from "~server/adapters/route-guard.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId, viewer } = signedInContext(context);
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login?redirectTo=/profile");
  const djProfiles = await getUserDjProfiles(database.db, userId);
  return {
    account,
    role: viewer.role,
    djProfiles: djProfiles.map((d) => ({ slug: d.slug, displayName: d.displayName })),
  };
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [{ title: "Profile · Booth" }, { name: "robots", content: "noindex" }];

const PROVIDER_LABELS: Record<string, string> = { credential: "Email and password", google: "Google" };

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { account, role, djProfiles } = loaderData;
  const [params] = useSearchParams();
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: "Name", value: account.name },
    {
      label: "Email",
      value: (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="break-all">{account.email}</span>
          {account.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
        </span>
      ),
    },
    { label: "Role", value: ROLE_LABELS[role] },
    { label: "Member since", value: <span className="tabular">{formatDate(account.memberSince)}</span> },
    {
      label: "Sign-in",
      value: account.providers.map((p) => PROVIDER_LABELS[p] ?? p).join(", ") || "—",
    },
  ];
  return (
    <AccountLayout name={account.name} email={account.email} role={role} title="Your account">
      {params.get("welcome") === "1" ? (
        <Notice tone="success" title="Welcome to Booth!">
          Your profile is complete. Start by following a few DJs.
        </Notice>
      ) : null}
      <AccountSection id="account" title="Account details">
        <dl className="divide-y divide-border">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[160px_1fr] sm:gap-4">
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="text-[15px] text-fg">{row.value}</dd>
            </div>
          ))}
        </dl>
      </AccountSection>
      <div className="grid gap-4 sm:grid-cols-2">
        <ShortcutCard
          to="/edit-profile"
          icon={<PencilLine aria-hidden className="size-5" />}
          title="Edit profile"
          text="Change your name or the email you sign in with."
        />
        <ShortcutCard
          to="/profile-settings"
          icon={<ShieldCheck aria-hidden className="size-5" />}
          title="Settings & security"
          text="Change your password and see where you're signed in."
        />
      </div>
      <AccountSection
        id="dj-profiles"
        title={djProfiles.length > 0 ? "Your DJ profiles" : "Are you a DJ?"}
        description={
          djProfiles.length > 0
            ? "Keep your photo, bio, links and bookings up to date."
            : "If your profile is on Booth, claim it to edit it yourself."
        }
      >
        {djProfiles.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {djProfiles.map((dj) => (
              <li key={dj.slug} className="flex flex-wrap items-center justify-between gap-3">
                <span className="inline-flex items-center gap-2 font-semibold">
                  <Disc3 aria-hidden className="size-4 text-accent-fg" />
                  {dj.displayName}
                </span>
                <ButtonLink to={`/dj/${dj.slug}/edit`} variant="secondary" size="sm">
                  <PencilLine aria-hidden className="size-4" />
                  Edit DJ profile<span className="sr-only"> {dj.displayName}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        ) : (
          <ButtonLink to="/claim-dj-profile" variant="secondary" size="sm">
            <Disc3 aria-hidden className="size-4" />
            Claim your DJ profile
          </ButtonLink>
        )}
      </AccountSection>
      <AccountSection
        id="sign-out"
        title="Sign out"
        description="Sign out of Booth on this device. Your follows and profile stay as they are."
      >
        <SignOutButton />
      </AccountSection>
    </AccountLayout>
  );
}

function ShortcutCard({ to, icon, title, text }: { to: string; icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/90 p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-accent-fg">
          {icon}
        </span>
        <div>
          <h2 className="font-display text-lg font-bold tracking-tight">{title}</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
        </div>
      </div>
      <ButtonLink to={to} variant="secondary" size="sm" className="self-start">
        {title === "Edit profile" ? (
          <Mail aria-hidden className="size-4" />
        ) : (
          <KeyRound aria-hidden className="size-4" />
        )}
        Open {title.toLowerCase()}
      </ButtonLink>
    </div>
  );
}
