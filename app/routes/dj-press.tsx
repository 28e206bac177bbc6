import { djJsonLd } from "~/core/djs/dj-json-ld";
import { absoluteUrl, buildPageMeta, plainText, publicOrigin } from "~/core/site/seo";
import { PressKitArticle } from "~/pages/press-kit-article";
import { djImageUrl } from "~/ui/dj-card";
import { loadPressPage } from "~server/adapters/press-page.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/dj-press";

/**
 * /dj/{slug}/press: the DJ's electronic press kit, always current (decision 058). Public by default and then served
 * from the page cache to anonymous visitors; a link-only kit is an unknown page to the public (its managers see it,
 * marked noindex).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPressPage(context, routeContext(context), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { dj, photos } = loaderData;
  const origin = publicOrigin(matches);
  const path = `/dj/${dj.slug}/press`;
  const image = photos[0]?.src ?? djImageUrl(dj);
  const description =
    plainText(loaderData.longBioHtml || dj.bioHtml, 160) || `Press kit of ${dj.displayName}: bio, photos, riders.`;
  const ld = {
    ...djJsonLd({ ...dj, bio: loaderData.longBioHtml || dj.bioHtml, profileImage: image }, origin),
    url: absoluteUrl(origin, `/dj/${dj.slug}`),
    mainEntityOfPage: absoluteUrl(origin, path),
    ...(photos.length > 0 ? { image: photos.map((p) => absoluteUrl(origin, p.src)) } : {}),
  };
  return [
    ...buildPageMeta({
      title: `${dj.displayName} · Press kit`,
      description,
      path,
      origin,
      image,
      imageAlt: dj.displayName,
      type: "profile",
      noindex: loaderData.linkOnly,
    }),
    { "script:ld+json": ld },
  ];
};

export default function DjPress({ loaderData }: Route.ComponentProps) {
  return <PressKitArticle loaderData={loaderData} />;
}
