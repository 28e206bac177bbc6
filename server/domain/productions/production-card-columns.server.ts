import type { ProductionCardData } from "~/core/productions/productions";
import { productionLines } from "~server/db/schema";

/** What a production line's card shows (ProductionCardData), as /productions and the followed lines select it. */
export const productionCardColumns = {
  slug: productionLines.slug,
  name: productionLines.name,
  logoUrl: productionLines.logoUrl,
  isVerified: productionLines.isVerified,
  isFeatured: productionLines.isFeatured,
  eventCount: productionLines.eventCount,
  followerCount: productionLines.followerCount,
} satisfies Record<keyof ProductionCardData, unknown>;
