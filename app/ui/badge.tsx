import type { ReactNode } from "react";
import { cn } from "./cn";
import { Icon } from "./icon";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger" | "info" | "mate";

export function Badge({
  tone = "neutral",
  children,
  className,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      // The base and the tones are component classes in app.css (`badge`, `badge-<tone>`): badges repeat by
      // the dozen on a card grid.
      className={cn("badge", `badge-${tone}`, className)}
    >
      {children}
    </span>
  );
}

/** Mate is the special tier (spec §4); verified gets a check. Both count as verified. */
export function VerificationBadge({ status }: { status: "none" | "mate" | "verified" | string }) {
  if (status === "mate") {
    return (
      <Badge tone="mate">
        <Icon name="sparkles" className="size-3" /> MATE
      </Badge>
    );
  }
  if (status === "verified") {
    return (
      <Badge tone="info">
        <Icon name="badge-check" className="size-3" /> Verified
      </Badge>
    );
  }
  return null;
}
