import { splitArticleHtml } from "~/core/news/news";
import { NewsEmbed } from "./news-embed";

/** Typography for the stored article HTML (sanitised on the server before it gets here). */
export const ARTICLE_PROSE = [
  "text-[17px] leading-[1.75] text-fg/90 md:text-lg",
  "[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-fg",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-fg [&_h4]:mt-6 [&_h4]:font-bold",
  "[&_a]:font-medium [&_a]:text-accent-fg [&_a]:underline [&_a]:decoration-accent-fg/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-accent-fg",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:leading-snug [&_blockquote]:text-fg",
  "[&_img]:my-8 [&_img]:w-full [&_img]:rounded-xl [&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_hr]:my-10 [&_hr]:border-border [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:text-[0.9em]",
  "[&_strong]:text-fg [&>*:first-child]:mt-0",
].join(" ");

export function NewsArticleBody({ html, title }: { html: string; title: string }) {
  const segments = splitArticleHtml(html);
  return (
    <div className={ARTICLE_PROSE} data-testid="news-article-body">
      {segments.map((segment, i) =>
        segment.kind === "embed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity besides their order
          <NewsEmbed key={i} url={segment.url} title={title} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeNewsHtml)
          <div key={i} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ),
      )}
    </div>
  );
}
