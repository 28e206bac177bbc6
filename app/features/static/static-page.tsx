import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { sectionNumber } from "~/core/site/section-numbers";
import { cn } from "~/ui/cn";

/**
 * Layout kit of Booth's static pages (about, terms, privacy, support): a page header with a quiet
 * accent glow, then one readable column (~760 px) of sections. Pages render inside the shell's <main>.
 */

export function StaticPage({
  eyebrow,
  title,
  lede,
  meta,
  icon,
  children,
}: {
  eyebrow: string;
  title: string;
  lede: ReactNode;
  meta?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[460px]"
        style={{
          backgroundImage:
            "radial-gradient(40% 65% at 38% 0%, rgba(192,38,211,0.26) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 64% 0%, rgba(124,58,237,0.24) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
      <article className="mx-auto max-w-[760px] px-4 pt-10 pb-20 md:px-6 md:pt-16">
        <header className="mb-10 md:mb-14">
          <p className="mb-4 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">
            {icon}
            {eyebrow}
          </p>
          <h1 className="font-display text-[40px] leading-[1.02] font-bold tracking-tight text-fg md:text-6xl">
            {title}
          </h1>
          <div className="mt-5 text-lg leading-relaxed text-[#c8c8d4] md:text-xl">{lede}</div>
          {meta ? <div className="mt-5 text-sm text-muted">{meta}</div> : null}
        </header>
        <div className="flex flex-col gap-12 md:gap-14">{children}</div>
      </article>
    </div>
  );
}

/** Body copy style: 16–17 px, generous leading, soft off-white with muted secondary text. */
export const proseClass =
  "text-base leading-[1.75] text-[#d4d4de] md:text-[17px] [&>*+*]:mt-4 [&_strong]:font-semibold [&_strong]:text-fg " +
  "[&>ul]:flex [&>ul]:list-disc [&>ul]:flex-col [&>ul]:gap-2 [&>ul]:pl-5 [&>ol]:flex [&>ol]:list-decimal [&>ol]:flex-col [&>ol]:gap-2 [&>ol]:pl-5 marker:text-accent-fg";

export function ProseSection({
  id,
  title,
  kicker,
  children,
  className,
}: {
  id: string;
  title: string;
  kicker?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-24", className)}>
      {kicker ? (
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-muted uppercase tabular">{kicker}</p>
      ) : null}
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
        {title}
      </h2>
      <div className={cn(proseClass, "mt-4")}>{children}</div>
    </section>
  );
}

const textLinkClass =
  "font-medium text-accent-fg underline decoration-accent-fg/40 underline-offset-4 transition-colors hover:decoration-accent-fg";

/** Inline link inside prose: internal paths use the router, everything else is a plain anchor. */
export function TextLink({
  to,
  external,
  className,
  children,
  ...rest
}: { to: string; external?: boolean } & Omit<ComponentProps<"a">, "href">) {
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={cn(textLinkClass, className)} {...rest}>
        {children}
      </a>
    );
  }
  if (to.startsWith("#")) {
    return (
      <a href={to} className={cn(textLinkClass, className)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cn(textLinkClass, className)} {...rest}>
      {children}
    </Link>
  );
}

/** Numbered in-page table of contents for the legal pages. */
export function TableOfContents({ items }: { items: { id: string; title: string }[] }) {
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5 md:p-6"
    >
      <h2 id="toc-title" className="font-sans text-xs font-semibold tracking-[0.18em] text-muted uppercase">
        On this page
      </h2>
      <ol className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="group flex items-baseline gap-3 rounded-md py-1.5 text-[15px] text-[#d4d4de] transition-colors hover:text-fg"
            >
              <span className="w-6 shrink-0 text-xs font-semibold text-muted tabular group-hover:text-accent-fg">
                {sectionNumber(index)}
              </span>
              <span className="underline-offset-4 group-hover:underline">{item.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A small callout box for a key point inside prose. */
export function Callout({
  icon,
  title,
  children,
  tone = "accent",
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  tone?: "accent" | "mate" | "info";
}) {
  const tones = {
    accent: "border-[#5b1a6a] bg-[#1a0f21] [&_.callout-icon]:text-accent-fg",
    mate: "border-[#6b4a0a] bg-[#1c1608] [&_.callout-icon]:text-mate",
    info: "border-[#0c4a6e] bg-[#0a1a26] [&_.callout-icon]:text-info",
  } as const;
  return (
    <div className={cn("flex gap-3 rounded-[var(--radius-card)] border p-4 md:p-5", tones[tone])}>
      {icon ? <span className="callout-icon mt-0.5 shrink-0">{icon}</span> : null}
      <div className="min-w-0 text-[15px] leading-relaxed text-[#d4d4de]">
        <p className="font-semibold text-fg">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

/** The head of a card on a static page (About's audiences, Support's requests): an accent icon tile and a title. */
export function IconCardTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-[#2a1233] text-accent-fg">{icon}</span>
      <h3 className="font-display text-lg font-semibold text-fg">{title}</h3>
    </div>
  );
}
