import type { ReactNode } from "react";
import { cn } from "./cn";
import { Icon } from "./icon";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger" | "info" | "mate";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-surface-2 text-fg border-border",
  accent: "bg-[#3b1046] text-accent-fg border-[#6b1d7d]",
  success: "bg-[#0f2e1c] text-[#86efac] border-[#166534]",
  warning: "bg-[#3a2606] text-[#fcd34d] border-[#92400e]",
  danger: "bg-[#3b0f0f] text-[#fca5a5] border-[#991b1b]",
  info: "bg-[#082f49] text-[#7dd3fc] border-[#075985]",
  mate: "bg-[#3a2a06] text-[#fde68a] border-[#a16207]",
};

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
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        tones[tone],
        className,
      )}
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
