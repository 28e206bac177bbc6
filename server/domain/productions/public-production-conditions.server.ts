import { and, eq, ne } from "drizzle-orm";
import { productionLines } from "~server/db/schema";

/** Production lines the public may see: active, with a slug (spec §5: search and pages drop lines without one). */
export const publicProduction = () => and(eq(productionLines.isActive, true), ne(productionLines.slug, ""));

/** A slug as production URLs carry it (anything else is an unknown line, answered before any query). */
export function isProductionSlug(slug: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,120}$/.test(slug);
}
