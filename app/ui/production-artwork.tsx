import { productionThumbUrl } from "~/core/productions/productions";
import { initialsOf } from "~/core/text/initials";
import { cn } from "./cn";

/**
 * A production line's square picture: an uploaded logo as it is, or the generated artwork's WebP background with the
 * line's initials set over it (a grid of SVG images costs a phone's main thread, decision 013).
 */
export function ProductionArtwork({
  production,
  priority = false,
  className,
  initialsClassName,
  children,
}: {
  production: { slug: string; name: string; logoUrl: string | null };
  priority?: boolean;
  className?: string;
  initialsClassName?: string;
  children?: React.ReactNode;
}) {
  const src = productionThumbUrl(production);
  const generated = src.startsWith("/art/");
  return (
    <div className={cn("relative aspect-square overflow-hidden bg-surface-2", className)}>
      <img
        src={src}
        alt=""
        width={480}
        height={480}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      {generated ? (
        <span
          aria-hidden
          className={cn(
            "absolute inset-0 grid place-items-center font-display font-extrabold tracking-tight text-white/95 drop-shadow-lg",
            initialsClassName,
          )}
        >
          {initialsOf(production.name)}
        </span>
      ) : null}
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg/70 via-transparent to-transparent" />
      {children}
    </div>
  );
}
