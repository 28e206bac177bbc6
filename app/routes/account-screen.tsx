import { data, useMatches } from "react-router";
import { ComingSoonScreen } from "~/features/layout/special-screens";
import { getRequestContext } from "../../server/context.server";
import type { ScreenPayload } from "../../server/http/access.server";
import type { Route } from "./+types/account-screen";

/**
 * Account screens (sign-up, log-in, password reset, e-mail verification, the auth callback, admin
 * log-in and the following list) arrive with accounts. They already respect the login flag: with
 * login off they answer Feature Unavailable.
 */
const SCREENS: Record<string, { title: string; description: string }> = {
  signup: {
    title: "Sign Up",
    description: "Creating a Booth account to follow DJs and claim your profile opens with accounts, very soon.",
  },
  login: { title: "Log In", description: "Signing in to Booth opens with accounts, very soon." },
  "reset-password": { title: "Reset password", description: "Password resets open with accounts, very soon." },
  "verify-email": { title: "Verify your email", description: "Email verification opens with accounts, very soon." },
  "auth-callback": { title: "Signing you in", description: "Sign-in with Google opens with accounts, very soon." },
  "admin-login": { title: "Admin log in", description: "The admin sign-in opens with accounts, very soon." },
  following: {
    title: "Following",
    description: "Follow your favourite DJs and see them all here — following opens with accounts, very soon.",
  },
};

export function loader({ context }: Route.LoaderArgs) {
  if (!getRequestContext(context).flags.loginEnabled) {
    throw data<ScreenPayload>({ screen: "feature-unavailable", feature: "Login" }, { status: 403 });
  }
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches.at(-1)?.id ?? "";
  return [{ title: `${SCREENS[id]?.title ?? "Account"} · Booth` }, { name: "robots", content: "noindex" }];
};

export default function AccountScreen() {
  const id = useMatches().at(-1)?.id ?? "";
  const screen = SCREENS[id] ?? { title: "Account", description: "Accounts open very soon." };
  return <ComingSoonScreen feature={screen.title} description={screen.description} />;
}
