import type { ReactNode } from "react";

/** A titled section of the public DJ profile (Featured mix, About, Videos, Listen & follow). */
export function DjProfileSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
