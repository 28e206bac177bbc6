import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A page lit from the top by the brand's radial glows (`glow`, a CSS background image), behind its content and
 * clipped at the sides; `glowClassName` sets how far down the glow reaches.
 */
export function GlowPage({
  glow,
  glowClassName,
  children,
}: {
  glow: string;
  glowClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className={cn("pointer-events-none absolute inset-x-0 top-0 -z-10", glowClassName)}
        style={{ backgroundImage: glow }}
      />
      {children}
    </div>
  );
}
