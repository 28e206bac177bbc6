import { data, type RouterContextProvider } from "react-router";
import type { AreaPattern } from "~/core/areas";
import { AppError } from "~server/domain/app-error.server";
import {
  getManagedProductionLine,
  type ManagedProductionLine,
} from "~server/domain/productions/get-managed-production-line.server";
import { requireAreaAccess, type ScreenPayload, type SignedInContext } from "~server/http/access.server";

type ProducerDashboardPattern = Extract<AreaPattern, `/producer/dashboard/:slug${string}`>;

/**
 * The first line of every /producer/dashboard/{slug}/… loader and action (decision 025): the area's gate and
 * guard, then a user_roles record (production_line_owner or producer) for that very line, or an administrator.
 * Anyone else gets the same 404 as an unknown slug.
 */
export async function requireManagedProductionLine(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pattern: ProducerDashboardPattern,
  slug: string,
): Promise<{ ctx: SignedInContext; managed: ManagedProductionLine }> {
  const ctx = requireAreaAccess(request, context, pattern) as SignedInContext;
  try {
    const managed = await getManagedProductionLine(ctx.database.db, { id: ctx.userId }, slug);
    return { ctx, managed };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    throw error;
  }
}

/** What the shared frame of the dashboard screens needs (ProducerFrame). */
export function producerFrameData(managed: ManagedProductionLine) {
  return {
    line: {
      slug: managed.line.slug,
      name: managed.line.name,
      logoUrl: managed.line.logoUrl,
      isVerified: managed.line.isVerified,
      isActive: managed.line.isActive,
    },
    role: managed.role,
    viaAdmin: managed.viaAdmin,
  };
}
