import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A home-page section's title: the display heading with its icon in a small round badge (DJs, events, news). */
export function SectionTitle({
  id,
  icon: Icon,
  children,
}: {
  id: string;
  icon?: LucideIcon | null;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 font-display text-2xl font-bold md:text-3xl">
      {Icon ? (
        <span className="grid size-7 place-items-center rounded-full bg-surface-2 text-accent-fg">
          <Icon aria-hidden className="size-4" />
        </span>
      ) : null}
      {children}
    </h2>
  );
}
