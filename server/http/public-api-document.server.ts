import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { PROBLEM_CONTENT_TYPE, PUBLIC_API_PREFIX } from "~/core/api/api-problem";
import { API_DEFAULT_LIMIT, API_MAX_LIMIT } from "~/core/api/api-query";
import {
  DjAvailabilitySchema,
  DjDetailSchema,
  DjListSchema,
  EventDetailSchema,
  EventListSchema,
  NewsDetailSchema,
  NewsListSchema,
  ProblemSchema,
  ProductionDetailSchema,
  ProductionListSchema,
  VenueDetailSchema,
  VenueListSchema,
} from "~/core/api/api-schemas";
import { DJ_SORTS } from "~/core/djs/dj-directory-filters";
import { EVENT_RANGES } from "~/core/events/events";
import { CAPACITY_BANDS } from "~/core/venues/venues";

const text = (description: string) => z.string().optional().describe(description);

const paging = {
  limit: z
    .string()
    .optional()
    .describe(`Rows per page, 1 to ${API_MAX_LIMIT}; ${API_DEFAULT_LIMIT} when left out`)
    .meta({ example: "20" }),
  cursor: text("The `nextCursor` of the previous page, as it came (opaque; valid only with the same filters)"),
};

/** Each list's filters: the query parameters of its page (decision 061). */
const FILTERS = {
  djs: {
    genre: text("A genre, exactly as the DJ directory offers it"),
    city: text("A DJ's location, exactly"),
    sort: z
      .enum(DJ_SORTS.map((s) => s.value) as [string, ...string[]])
      .optional()
      .describe("Order: featured first (default), A–Z, or newest"),
  },
  events: {
    when: z.enum(["upcoming", "past"]).optional().describe("Upcoming (default, soonest first) or past (latest first)"),
    city: text("The event's location as stored, e.g. `Berlin, Germany`"),
    genre: text("A genre of a DJ on the lineup"),
    venue: text("The venue's name as the event stores it"),
    production: text("A production line's slug"),
    range: z
      .enum(EVENT_RANGES.map((r) => r.value) as [string, ...string[]])
      .optional()
      .describe("Today, or this weekend (Friday to Sunday), each event on its own local day"),
    from: text("First day, YYYY-MM-DD (ignored with `range`)"),
    to: text("Last day, YYYY-MM-DD (ignored with `range`)"),
  },
  venues: {
    city: text("The venue's city, exactly"),
    type: text("A venue type as stored (`club`, `beach club`…)"),
    capacity: z
      .enum(CAPACITY_BANDS.map((b) => b.value) as [string, ...string[]])
      .optional()
      .describe("Standing-capacity band"),
    q: text("Search in name, city and country (2 characters or more)"),
  },
  productions: {
    verified: text("`1`: verified lines only"),
    upcoming: text("`1`: only lines with a published event still to come"),
    q: text("Search in name and description (2 characters or more)"),
  },
  news: { category: text("A news category's slug") },
  gigs: { when: z.enum(["upcoming", "past"]).optional().describe("Upcoming (default) or past gigs") },
  venueEvents: { when: z.enum(["upcoming", "past"]).optional().describe("Upcoming (default) or past events") },
  productionEvents: { when: z.enum(["upcoming", "past"]).optional().describe("Upcoming (default) or past events") },
};

const problem = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } },
});
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { description: "Requests allowed per window", schema: { type: "string" as const } },
  "RateLimit-Remaining": { description: "Requests left in the window", schema: { type: "string" as const } },
  "RateLimit-Reset": { description: "Seconds until a request leaves the window", schema: { type: "string" as const } },
  "RateLimit-Policy": { description: "The limit and its window, e.g. `600;w=60`", schema: { type: "string" as const } },
};
const ok = (description: string, schema: z.ZodType) => ({
  description,
  headers: {
    ETag: { description: "Send back as If-None-Match for a 304", schema: { type: "string" as const } },
    ...RATE_LIMIT_HEADERS,
  },
  content: { "application/json": { schema } },
});
const COMMON = {
  304: { description: "Not modified: the If-None-Match named the current ETag" },
  429: problem("Too many requests from this address (see Retry-After)"),
};

function listPath(
  registry: OpenAPIRegistry,
  path: string,
  summary: string,
  filters: Record<string, z.ZodType>,
  schema: z.ZodType,
  params?: z.ZodObject,
) {
  registry.registerPath({
    method: "get",
    path: `${PUBLIC_API_PREFIX}${path}`,
    summary,
    request: { query: z.object({ ...filters, ...paging }), ...(params ? { params } : {}) },
    responses: {
      200: ok("One page of the list", schema),
      ...COMMON,
      400: problem("An unknown or repeated parameter, a limit outside 1–100, or a malformed or foreign cursor"),
      404: problem(
        "The area is switched off on this site (or, for a DJ's gigs or a venue's or line's events, nothing public has this slug)",
      ),
    },
  });
}

function detailPath(registry: OpenAPIRegistry, path: string, summary: string, params: z.ZodObject, schema: z.ZodType) {
  registry.registerPath({
    method: "get",
    path: `${PUBLIC_API_PREFIX}${path}`,
    summary,
    request: { params },
    responses: {
      200: ok("Found", schema),
      ...COMMON,
      400: problem("A query parameter was given: details take none"),
      404: problem("Nothing public has this slug or event_id, the area is switched off, or the DJ shows no grid"),
    },
  });
}

let made: { origin: string; document: object } | null = null;

/**
 * The OpenAPI 3.1 document of /api/v1 (decision 061), generated from the zod schemas that shape the answers, so the
 * contract and the answers cannot drift apart; contract tests check real answers against it on both engines.
 */
export function publicApiDocument(origin: string): object {
  if (made?.origin === origin) return made.document;
  const registry = new OpenAPIRegistry();
  const slug = z.object({ slug: z.string().describe("The slug in the page's address") });
  listPath(registry, "/djs", "Public DJs", FILTERS.djs, DjListSchema);
  detailPath(registry, "/djs/{slug}", "A public DJ", slug, DjDetailSchema);
  detailPath(
    registry,
    "/djs/{slug}/availability",
    "A DJ's free and busy days (only where the DJ page shows them)",
    slug,
    DjAvailabilitySchema,
  );
  listPath(registry, "/djs/{slug}/gigs", "A DJ's upcoming or past gigs", FILTERS.gigs, EventListSchema, slug);
  listPath(registry, "/events", "Published events", FILTERS.events, EventListSchema);
  detailPath(
    registry,
    "/events/{event_id}",
    "A published (or cancelled) event",
    z.object({ event_id: z.string().describe("The event_id in the event page's address") }),
    EventDetailSchema,
  );
  listPath(registry, "/venues", "Active venues", FILTERS.venues, VenueListSchema);
  detailPath(registry, "/venues/{slug}", "An active venue", slug, VenueDetailSchema);
  listPath(
    registry,
    "/venues/{slug}/events",
    "A venue's upcoming or past events (its page's sections: the next 10, the latest 10)",
    FILTERS.venueEvents,
    EventListSchema,
    slug,
  );
  listPath(registry, "/productions", "Active production lines", FILTERS.productions, ProductionListSchema);
  detailPath(registry, "/productions/{slug}", "An active production line", slug, ProductionDetailSchema);
  listPath(
    registry,
    "/productions/{slug}/events",
    "A production line's upcoming or past events (its page's sections: the next 10, the latest 10)",
    FILTERS.productionEvents,
    EventListSchema,
    slug,
  );
  listPath(registry, "/news", "Published news, newest first", FILTERS.news, NewsListSchema);
  detailPath(registry, "/news/{slug}", "A published article", slug, NewsDetailSchema);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Booth public API",
      version: "1",
      description:
        "Read-only JSON of the public DJs, events, venues, production lines and news. No key; any origin may read it. " +
        "v1 never breaks: fields and endpoints are only added. Errors are RFC 9457 problem details.",
    },
    servers: [{ url: origin }],
  });
  made = { origin, document };
  return document;
}
