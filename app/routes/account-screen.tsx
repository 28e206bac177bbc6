import { data, useMatches } from "react-router";
import { ComingSoonScreen } from "~/features/layout/special-screens";
import { getRequestContext } from "../../server/context.server";
import type { ScreenPayload } from "../../server/http/access.server";
import type { Route } from "./+types/account-screen";

/**
 * Account-related screens still to come (the following list arrives with the DJ directory). They
 * already respect the login flag: with login off they answer Feature Unavailable.
 */
const SCREENS: Record<string, { title: string; description: string }> = {
  following: {
    title: "Following",
    description: "Follow your favourite DJs and see them all here — following opens with the DJ directory, very soon.",
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
