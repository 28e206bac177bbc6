import { ComingSoonScreen } from "~/features/layout/special-screens";
import type { Route } from "./+types/search";

export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  return { q: q.slice(0, 200) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.q ? `“${loaderData.q}” · Search · Booth` : "Search · Booth" },
  { name: "robots", content: "noindex" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoonScreen
      feature="Search"
      description={
        loaderData.q
          ? `Results for “${loaderData.q}” across DJs, venues, events, productions and news arrive with search, very soon. Meanwhile, browse every DJ on the home page.`
          : "Search across DJs, venues, events, productions and news arrives very soon."
      }
    />
  );
}
