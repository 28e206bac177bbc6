import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the editor screens (events, news, the admin create forms): a back link, eyebrow, title and the form column. */
export function EditorFrame({
  eyebrow,
  title,
  backTo,
  backLabel,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  backTo: string;
  backLabel: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[380px]"
        style={{
          backgroundImage:
            "radial-gradient(45% 70% at 10% 0%, rgba(192,38,211,0.22) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 85% 0%, rgba(124,58,237,0.18) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
      <div className="mx-auto max-w-[760px] px-4 pt-6 pb-28 md:px-6 md:pt-10">
        <Link to={backTo} className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
          <ArrowLeft aria-hidden className="size-4" /> {backLabel}
        </Link>
        <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">{eyebrow}</p>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          <h1 className="min-w-0 font-display text-[32px] leading-[1.05] font-bold tracking-tight md:text-5xl">
            {title}
          </h1>
          {aside}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
