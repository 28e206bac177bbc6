import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * The body of a venue or production-line page: About, then the dates, then the rest (gallery, DJs…). On a phone
 * they stack in that order, so the dates come right after About. On wide screens the dates are the right-hand
 * column beside About and the rest. The left column is `display: contents` on phones, so its parts and the dates
 * take their places in one grid by `order`, with no row arithmetic per page. Without dates, everything takes the
 * full width.
 */
export function AboutAndDates({
  about,
  dates,
  children,
  className,
}: {
  about: ReactNode;
  /** Null when there are neither upcoming nor past dates (or the events area is off). */
  dates: ReactNode | null;
  /** The left column's other sections, each shown only when it has something. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "mt-10 grid gap-10",
        dates ? "md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start" : null,
        className,
      )}
    >
      <div className="contents md:flex md:flex-col md:gap-8">
        {about ? <div className="order-1">{about}</div> : null}
        {children ? <div className="order-3 flex flex-col gap-10 md:gap-8">{children}</div> : null}
      </div>
      {dates ? <div className="order-2 md:col-start-2 md:row-start-1">{dates}</div> : null}
    </div>
  );
}
