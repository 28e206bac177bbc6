import type { ReactNode } from "react";

/** A titled group of fields on an admin form (the create forms, the news editor). */
export function AdminFormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface/90 p-4 md:p-6">
      <h2 className="font-display text-lg font-bold tracking-tight">{title}</h2>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
