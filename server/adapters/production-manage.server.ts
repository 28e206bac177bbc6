import type { ManagedProductionLine } from "~server/domain/productions/get-managed-production-line.server";

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
