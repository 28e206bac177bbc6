import type { ReactNode } from "react";

/** One titled card of the DJ profile editor's form. */
export function DjEditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface/90 p-5 md:p-6">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}
