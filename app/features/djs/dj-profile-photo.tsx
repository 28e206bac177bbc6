/**
 * The profile photo, and the same photo blurred and tinted by the theme lighting the top of the page
 * (decorative).
 */
export function DjProfileBackdrop({ image, position, glow }: { image: string; position: string; glow: string }) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[560px] overflow-hidden">
      {/* The same file as the photo below, and on a phone the larger paint (Lighthouse's LCP element): the
          first <img> decides the request's priority and React's preload, so it asks for high too. */}
      <img
        src={image}
        alt=""
        fetchPriority="high"
        className="size-full scale-125 object-cover opacity-30 blur-3xl"
        style={{ objectPosition: position }}
      />
      <div
        className="absolute inset-0"
        style={{
          background: `radial-gradient(60% 60% at 30% 20%, color-mix(in oklab, ${glow} 35%, transparent), transparent 70%), linear-gradient(to bottom, transparent 40%, var(--color-bg))`,
        }}
      />
    </div>
  );
}

export function DjProfilePhoto({
  image,
  position,
  displayName,
}: {
  image: string;
  position: string;
  displayName: string;
}) {
  // On wide screens the photo stays in view beside the gigs and bio as they scroll, instead of leaving an empty
  // column; it stops at the end of the grid row. A designed sleeve (no photo, decision 060) is shown whole — square,
  // not cropped to a phone's 4:5 or faded under the heading — since its lettering runs to its margins.
  const sleeve = isDesignedSleeve(image);
  return (
    <div className="relative -mx-4 md:sticky md:top-24 md:mx-0 md:self-start">
      <div
        className={`relative overflow-hidden bg-surface md:aspect-square md:rounded-2xl md:border md:border-border md:shadow-[0_30px_80px_-30px_var(--dj-glow)] ${sleeve ? "aspect-square" : "aspect-[4/5]"}`}
      >
        <img
          src={image}
          alt={displayName}
          width={880}
          height={880}
          fetchPriority="high"
          decoding="async"
          style={{ objectPosition: position }}
          className="size-full object-cover"
        />
        {sleeve ? null : (
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-bg to-transparent md:hidden"
          />
        )}
      </div>
    </div>
  );
}

/** A DJ's designed sleeve (generated artwork), as opposed to a photo. */
export function isDesignedSleeve(image: string): boolean {
  return image.startsWith("/art/");
}
