import { Braces } from "lucide-react";
import { PUBLIC_API_PREFIX } from "~/core/api/api-problem";
import { API_DEFAULT_LIMIT, API_MAX_LIMIT } from "~/core/api/api-query";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { ApiReference } from "~/features/developers/api-reference";
import { CurlExamples } from "~/features/developers/curl-examples";
import { GigsWidgetSnippet } from "~/features/developers/gigs-widget-snippet";
import { ProseSection, StaticPage } from "~/features/static/static-page";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/developers";

/** /developers: the public API's guide and its reference (decision 061). */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = routeContext(context);
  return { origin: config.publicUrl, perMinute: config.apiRateLimit };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Developers · Booth",
    description:
      "The public read-only API: DJs, events, venues, production lines and news as JSON, with an OpenAPI 3.1 document.",
    path: "/developers",
    origin: publicOrigin(matches),
  });

export default function Developers({ loaderData }: Route.ComponentProps) {
  const { origin, perMinute } = loaderData;
  const documentPath = `${PUBLIC_API_PREFIX}/openapi.json`;
  return (
    <>
      <StaticPage
        eyebrow="Developers"
        icon={<Braces aria-hidden className="size-4" />}
        title="Public API"
        lede={
          <p>
            Everything the public pages show — DJs, events, venues, production lines and news — as read-only JSON. No
            key and no sign-up; any website may read it from the browser.
          </p>
        }
      >
        <ProseSection id="start" title="Start here">
          <CurlExamples origin={origin} />
        </ProseSection>
        <ProseSection id="widget" title="Widget">
          <GigsWidgetSnippet origin={origin} />
        </ProseSection>
        <ProseSection id="rules" title="Limits and paging">
          <ul>
            <li>
              <strong>{perMinute} requests a minute</strong> per address. Every answer says where you stand in{" "}
              <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>; past the
              limit you get 429 with <code>Retry-After</code>.
            </li>
            <li>
              Lists take the filters of their pages, <code>limit</code> from 1 to {API_MAX_LIMIT} (default{" "}
              {API_DEFAULT_LIMIT}) and <code>cursor</code>: pass the <code>nextCursor</code> of a page back, with the
              same filters, for the next one. It is <code>null</code> on the last page.
            </li>
            <li>
              Answers carry an <code>ETag</code>: send it back as <code>If-None-Match</code> and an unchanged answer is
              a bodiless 304. They are fresh the moment something changes on the site.
            </li>
            <li>Drafts, pending and unpublished items never appear; an area switched off on this site answers 404.</li>
          </ul>
        </ProseSection>
        <ProseSection id="versioning" title="Versioning">
          <p>
            <code>{PUBLIC_API_PREFIX}</code> never breaks: fields and endpoints are only added, so read what you know
            and ignore the rest. The contract is the{" "}
            <a className="font-medium text-accent-fg underline underline-offset-4" href={documentPath}>
              OpenAPI 3.1 document
            </a>
            ; the reference below is drawn from it.
          </p>
        </ProseSection>
        <ProseSection id="errors" title="Errors">
          <p>
            Errors are <code>application/problem+json</code> (RFC 9457): <code>type</code>, <code>title</code>,{" "}
            <code>status</code> and a <code>detail</code> that says what to change.
          </p>
          <ul>
            <li id="problem-bad-request">
              <strong>400</strong> — an unknown or repeated parameter, a <code>limit</code> outside 1–{API_MAX_LIMIT}, a
              cursor that is not ours or belongs to other filters.
            </li>
            <li id="problem-not-found">
              <strong>404</strong> — no public DJ, event, venue, production line or article by that slug or event_id, or
              the area is switched off.
            </li>
            <li id="problem-rate-limited">
              <strong>429</strong> — too many requests from your address; wait <code>Retry-After</code> seconds.
            </li>
            <li id="problem-unavailable">
              <strong>503</strong> — the database is not answering; try again in a moment.
            </li>
          </ul>
        </ProseSection>
      </StaticPage>
      <section aria-label="API reference" className="mx-auto max-w-[1200px] px-4 pb-20 md:px-6">
        <ApiReference documentUrl={documentPath} />
      </section>
    </>
  );
}
