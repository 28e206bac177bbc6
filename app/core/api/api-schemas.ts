/**
 * The public API's answers (decision 061): each response object is written once, here, as a zod schema. The
 * handlers parse what they send through it (so a field not in the contract never leaks out, and a missing one fails
 * loudly), and the OpenAPI document is generated from the same schemas. v1 only ever gains fields.
 * Server code only: no page imports this module (zod stays out of first-load JS, app/first-load-imports.test.ts).
 */
import { z } from "zod";

const url = z.string().describe("Absolute URL");
const nullableText = z.string().nullable();

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details" });

export const LineupNameSchema = z
  .object({
    name: z.string(),
    djSlug: nullableText.describe("Slug of the DJ's public profile, when there is one"),
  })
  .meta({ id: "LineupName" });

export const DjSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    genres: z.array(z.string()),
    location: nullableText,
    verification: z.enum(["verified", "mate"]),
    featured: z.boolean(),
    imageUrl: nullableText,
    url,
  })
  .meta({ id: "DjSummary" });

export const DjDetailSchema = DjSummarySchema.extend({
  bioHtml: z.string().describe("Sanitised HTML of the DJ's bio"),
  links: z.record(z.string(), z.string()).describe("The DJ's own links by kind (website, soundcloud…)"),
  gigsUrl: url,
}).meta({ id: "DjDetail" });

export const DjAvailabilitySchema = z
  .object({
    timeZone: z.string().describe("The DJ's IANA time zone: the days below are the DJ's calendar days"),
    from: z.string().describe("First day covered, YYYY-MM-DD (the DJ's today)"),
    to: z.string().describe("Last day covered, YYYY-MM-DD"),
    busy: z.array(z.string()).describe("Days the DJ is not available, YYYY-MM-DD; every other day in range is free"),
  })
  .meta({ id: "DjAvailability", description: "Free and busy days, never why" });

export const EventSummarySchema = z
  .object({
    eventId: z.string(),
    name: z.string(),
    status: z.enum(["published", "cancelled"]),
    startsAt: z.string().describe("ISO 8601 instant"),
    timeZone: z.string().describe("IANA time zone of the event"),
    localDate: z.string().describe("The start's day in the event's zone, YYYY-MM-DD"),
    localTime: z.string().describe("The start's time in the event's zone, HH:MM"),
    venue: nullableText,
    location: nullableText,
    imageUrl: nullableText,
    lineup: z.array(LineupNameSchema),
    url,
  })
  .meta({ id: "EventSummary" });

export const EventDetailSchema = EventSummarySchema.extend({
  endsAt: nullableText.describe("ISO 8601 instant"),
  venueSlug: nullableText,
  production: z.object({ name: z.string(), slug: z.string() }).nullable(),
  ticketUrl: nullableText,
  descriptionHtml: z.string(),
  updatedAt: z.string(),
}).meta({ id: "EventDetail" });

export const VenueSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    city: nullableText,
    country: nullableText,
    venueType: nullableText,
    capacityStanding: z.number().int().nullable(),
    logoUrl: nullableText,
    coverImageUrl: nullableText,
    upcomingEvents: z.number().int(),
    url,
  })
  .meta({ id: "VenueSummary" });

export const VenueDetailSchema = VenueSummarySchema.omit({ upcomingEvents: true })
  .extend({
    address: nullableText,
    websiteUrl: nullableText,
    descriptionHtml: z.string(),
    productions: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .meta({ id: "VenueDetail" });

export const ProductionSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    logoUrl: nullableText,
    verified: z.boolean(),
    featured: z.boolean(),
    eventCount: z.number().int(),
    url,
  })
  .meta({ id: "ProductionSummary" });

export const ProductionDetailSchema = ProductionSummarySchema.extend({
  descriptionHtml: z.string(),
  djs: z.array(z.object({ slug: z.string(), name: z.string() })),
}).meta({ id: "ProductionDetail" });

export const NewsSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: nullableText,
    publishedAt: z.string(),
    imageUrl: nullableText,
    authorName: nullableText,
    category: z.object({ slug: z.string(), name: z.string() }).nullable(),
    url,
  })
  .meta({ id: "NewsSummary" });

export const NewsDetailSchema = NewsSummarySchema.extend({
  bodyHtml: z.string(),
}).meta({ id: "NewsDetail" });

/** One page of a list: the rows, how many match, and the cursor of the next page (null on the last). */
export function listSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      data: z.array(item),
      total: z.number().int(),
      nextCursor: nullableText.describe("Pass as `cursor` for the next page; opaque"),
    })
    .meta({ id });
}

export const DjListSchema = listSchema(DjSummarySchema, "DjList");
export const EventListSchema = listSchema(EventSummarySchema, "EventList");
export const VenueListSchema = listSchema(VenueSummarySchema, "VenueList");
export const ProductionListSchema = listSchema(ProductionSummarySchema, "ProductionList");
export const NewsListSchema = listSchema(NewsSummarySchema, "NewsList");

export type DjSummary = z.infer<typeof DjSummarySchema>;
export type DjDetail = z.infer<typeof DjDetailSchema>;
export type EventSummary = z.infer<typeof EventSummarySchema>;
export type EventDetail = z.infer<typeof EventDetailSchema>;
export type VenueSummary = z.infer<typeof VenueSummarySchema>;
export type VenueDetail = z.infer<typeof VenueDetailSchema>;
export type ProductionSummary = z.infer<typeof ProductionSummarySchema>;
export type ProductionDetail = z.infer<typeof ProductionDetailSchema>;
export type NewsSummary = z.infer<typeof NewsSummarySchema>;
export type NewsDetail = z.infer<typeof NewsDetailSchema>;
