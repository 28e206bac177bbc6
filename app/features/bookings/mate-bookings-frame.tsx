import type { ReactNode } from "react";

/** The page frame of the DJ managers' booking screens (/mate/bookings…), in the mate area's style. */
export function MateBookingsFrame({
  title,
  description,
  aside,
  eyebrow = "Mate bookings",
  children,
}: {
  title: string;
  /** The small line above the title (the press kit, also a booking screen, says "Mate press kit"). */
  eyebrow?: string;
  description?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">{eyebrow}</p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-[32px] leading-[1.05] font-bold tracking-tight md:text-5xl">{title}</h1>
        {aside}
      </div>
      {description ? <p className="mt-2 max-w-xl text-sm text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
