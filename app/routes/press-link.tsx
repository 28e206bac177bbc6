import { ArrowUpRight, Clock, Link2Off } from "lucide-react";
import { pressLinkGoneCopy } from "~/core/press/press-links";
import { PressKitArticle } from "~/pages/press-kit-article";
import { ButtonLink } from "~/ui/button";
import { loadPressLinkPage } from "~server/adapters/press-link.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/press-link";

/**
 * /press/{token}: a DJ's press kit sent as a personal link with a reply to one booking inquiry (decision 058,
 * "Personal links"). It opens a link-only kit too; each open is recorded for the DJ's team, so the page is never
 * cached and never indexed. A link that does not open gets a polite page that never tells unknown from revoked.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPressLinkPage(context, routeContext(context), params.token);
}

/**
 * Never kept by a browser or proxy (each open is recorded), never indexed, and the token never sent on as a Referer.
 * A 429's Retry-After from the loader is kept.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers({
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
  const retry = loaderHeaders.get("Retry-After");
  if (retry) out.set("Retry-After", retry);
  return out;
};

const NOINDEX = { name: "robots", content: "noindex, nofollow" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.kind === "kit") return [{ title: `${loaderData.dj.displayName} · Press kit` }, NOINDEX];
  if (loaderData?.kind === "limited") return [{ title: "Too many tries" }, NOINDEX];
  return [{ title: pressLinkGoneCopy(loaderData?.kind === "expired" ? "expired" : "gone").title }, NOINDEX];
};

export default function PressLink({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "kit") return <PressKitArticle loaderData={loaderData} />;
  const copy =
    loaderData.kind === "limited"
      ? {
          title: "Too many tries",
          body: "This address opened too many press kit links. Wait a few minutes and try again.",
        }
      : pressLinkGoneCopy(loaderData.kind === "expired" ? "expired" : "gone");
  const Icon = loaderData.kind === "expired" ? Clock : Link2Off;
  return (
    <section
      data-testid="press-link-gone"
      className="mx-auto flex max-w-[640px] flex-col items-start gap-5 px-4 pt-16 pb-24 md:px-6"
    >
      <Icon aria-hidden className="size-10 text-accent-fg" />
      <h1 className="font-display text-3xl font-bold tracking-tight md:text-4xl">{copy.title}</h1>
      <p className="text-[17px] text-muted">{copy.body}</p>
      <div className="flex flex-wrap gap-3">
        {loaderData.publicKit ? (
          <ButtonLink to={loaderData.publicKit}>
            See the public press kit <ArrowUpRight aria-hidden className="size-4" />
          </ButtonLink>
        ) : null}
        <ButtonLink to="/djs" variant="secondary">
          Browse DJs
        </ButtonLink>
      </div>
    </section>
  );
}
