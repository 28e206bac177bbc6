import { DjProfileSection } from "./dj-profile-section";

/** "About": the DJ's bio, HTML that the loader sanitised with sanitizeRichText (an allow-list). */
export function DjBio({ bioHtml }: { bioHtml: string }) {
  if (!bioHtml) return null;
  return (
    <DjProfileSection id="about-heading" title="About">
      <div
        data-testid="dj-bio"
        className="max-w-prose text-[17px] leading-relaxed text-fg/90 [&_a]:text-[var(--dj-accent-fg)] [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-[var(--dj-accent)] [&_blockquote]:pl-4 [&_blockquote]:italic [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&>*+*]:mt-4 [&_ul]:list-disc [&_ul]:pl-5"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in the loader (allow-list)
        dangerouslySetInnerHTML={{ __html: bioHtml }}
      />
    </DjProfileSection>
  );
}
