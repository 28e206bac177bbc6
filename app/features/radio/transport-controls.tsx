import { Pause, Play, SkipBack, SkipForward } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/ui/cn";
import { useRadio } from "~/ui/radio-context";

/** The transport buttons the mini player and the overlay share: the same actions at two sizes. */
type Size = "compact" | "large";

export function IconButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn("grid size-11 shrink-0 place-items-center rounded-full text-fg/90 hover:bg-white/10", className)}
    >
      {children}
    </button>
  );
}

/** Pause only while the widget reports playing; while it loads (play asked for, nothing heard yet) it is Play, busy. */
export function PlayPauseButton({ size }: { size: Size }) {
  const { state, dispatch, audible } = useRadio();
  const large = size === "large";
  const icon = large ? "size-7 fill-current" : "size-5 fill-current";
  const waiting = state.isPlaying && !audible;
  return (
    <button
      type="button"
      onClick={() => dispatch({ type: audible ? "pause" : "resume" })}
      aria-label={audible ? "Pause" : "Play"}
      aria-busy={waiting || undefined}
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-fg text-bg transition-transform hover:scale-105 active:scale-95",
        large ? "size-16 shadow-[0_0_40px_-8px_rgba(192,38,211,0.7)]" : "size-11",
        waiting && "animate-pulse",
      )}
    >
      {audible ? (
        <Pause aria-hidden className={icon} />
      ) : (
        <Play aria-hidden className={cn(icon, large ? "ml-1" : "ml-0.5")} />
      )}
    </button>
  );
}

export function SkipButton({
  direction,
  size,
  className,
}: {
  direction: "previous" | "next";
  size: Size;
  className?: string;
}) {
  const { dispatch } = useRadio();
  const Icon = direction === "previous" ? SkipBack : SkipForward;
  return (
    <IconButton
      label={direction === "previous" ? "Previous track" : "Next track"}
      className={className}
      onClick={() => dispatch({ type: direction })}
    >
      <Icon aria-hidden className={cn("fill-current", size === "large" ? "size-6" : "size-5")} />
    </IconButton>
  );
}
