import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { roleLabel } from "~/core/access/role-labels";
import { producerDashboardPath, productionPath } from "~/core/productions/productions";
import { VerificationBadge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { ProductionArtwork } from "~/ui/production-artwork";

/** What the producer dashboard's loaders return for the frame (producerFrameData on the server). */
export interface ProducerFrameData {
  line: { slug: string; name: string; logoUrl: string | null; isVerified: boolean; isActive: boolean };
  role: string | null;
  viaAdmin: boolean;
}

const SECTIONS = [
  { path: "", label: "Overview", end: true },
  { path: "/edit", label: "Edit details", end: true },
  { path: "/events/create", label: "New event", end: true },
  { path: "/radius-clause", label: "Radius clause", end: true },
] as const;

/**
 * Page frame of /producer/dashboard/{slug}/…: the line's logo, name and the person's role, a link to the public
 * page, and the dashboard's sections (each checks the person's record for the line again on the server).
 */
export function ProducerFrame({
  frame,
  title,
  children,
}: {
  frame: ProducerFrameData;
  title: string;
  children: ReactNode;
}) {
  const { line } = frame;
  const base = producerDashboardPath(line.slug);
  const role = frame.viaAdmin ? "Administrator" : frame.role ? roleLabel(frame.role) : null;
  return (
    <div className="mx-auto max-w-[1100px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <div className="flex items-center gap-4">
        <ProductionArtwork production={line} className="w-16 shrink-0 rounded-xl border border-border md:w-20" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">
            Producer dashboard{role ? ` · ${role}` : ""}
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 font-display text-2xl font-bold tracking-tight md:text-4xl">
            <span className="truncate">{line.name}</span>
            {line.isVerified ? <VerificationBadge status="verified" /> : null}
          </h1>
          <p className="mt-0.5 text-sm text-muted">
            {title}
            {line.isActive ? null : " · Deactivated"}
          </p>
        </div>
        {line.isActive ? (
          <a
            href={productionPath(line.slug)}
            className="hidden h-10 shrink-0 items-center gap-1.5 rounded-full border border-border px-4 text-sm font-medium text-muted hover:text-fg sm:inline-flex"
          >
            Public page <ArrowUpRight aria-hidden className="size-4" />
          </a>
        ) : null}
      </div>
      <nav aria-label="Dashboard sections" className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex w-max gap-1 rounded-full border border-border bg-surface p-1">
          {SECTIONS.map((section) => (
            <li key={section.label}>
              <NavLink
                to={`${base}${section.path}`}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    "flex h-9 items-center rounded-full px-4 text-sm font-medium transition-colors",
                    isActive ? "bg-surface-2 text-fg shadow-inner" : "text-muted hover:text-fg",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 md:mt-8">{children}</div>
    </div>
  );
}
