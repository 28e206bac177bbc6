import { productionThumbUrl } from "~/core/productions/productions";
import { cn } from "./cn";

/**
 * A production line's square picture: an uploaded logo as it is, or its designed label mark as a WebP (decision 060;
 * a grid of SVG images costs a phone's main thread, decision 013).
 */
export function ProductionArtwork({
  production,
  priority = false,
  className,
  children,
}: {
  production: { slug: string; name: string; logoUrl: string | null };
  priority?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const src = productionThumbUrl(production);
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
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg/70 via-transparent to-transparent" />
      {children}
    </div>
  );
}
