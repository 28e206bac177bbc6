import { cn } from "./cn";

/**
 * "About" on a venue, production line or event page: a stored description, sanitised by sanitizeRichText's allow-list
 * in the loader, shown as rich text (paragraphs, emphasis, links, lists).
 */
export function AboutSection({
  headingId,
  html,
  testId,
  className,
}: {
  headingId: string;
  html: string;
  testId: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        About
      </h2>
      <div
        data-testid={testId}
        className={cn(
          "max-w-prose text-[17px] leading-relaxed text-fg/90 [&_a]:text-accent-fg [&_a]:underline [&>*+*]:mt-4",
          "[&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
        )}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in the loader (allow-list)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
