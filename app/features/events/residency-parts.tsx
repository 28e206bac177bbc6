import { Repeat } from "lucide-react";
import { Link } from "react-router";

/** Above an occurrence's facts: "Every Thursday · Residency" (decision 059). */
export function ResidencyLine({ label }: { label: string | null }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-fg" data-testid="residency-line">
      <Repeat aria-hidden className="size-4 text-accent-fg" />
      {label ? `${label} · Residency` : "Residency"}
    </p>
  );
}

/** An occurrence's page: the residency's next dates, each linking its own page. */
export function ResidencyDates({ dates }: { dates: { href: string; day: string }[] }) {
  if (dates.length === 0) return null;
  return (
    <section aria-labelledby="residency-heading" className="mt-12">
      <h2 id="residency-heading" className="mb-4 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Next dates of the residency
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="residency-dates">
        {dates.map((d) => (
          <li key={d.href}>
            <Link
              to={d.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-sm text-fg tabular hover:border-accent"
            >
              {d.day}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
