import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { TextLink } from "./static-page";

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: "Why can't I find a DJ I know is on Booth?",
    a: (
      <>
        Only profiles that are verified or mate, and active, appear publicly. The profile may still be waiting for
        verification or may be paused by its owner. If they aren't listed at all, use "Report a missing DJ" above.
      </>
    ),
  },
  {
    q: "What's the difference between verified and mate?",
    a: (
      <>
        Both are verified. Mate is the special tier for DJs in the Booth family: they also get the mate dashboard with
        profile analytics and their own events. Read more on the{" "}
        <TextLink to="/about#verification">About page</TextLink>.
      </>
    ),
  },
  {
    q: "How long does claiming a profile take?",
    a: "Usually a few days. We check the links you send against the artist's official channels; a message from your official Instagram or agency email speeds things up.",
  },
  {
    q: "Can I book a DJ through Booth?",
    a: "Booth puts you in touch — the booking itself, fees and riders are agreed directly between you and the DJ or their agency. Use the contact or booking options on their profile.",
  },
  {
    q: "A page says “Feature Unavailable”. What happened?",
    a: (
      <>
        The site's operators have switched that area off for now — it may be launching later or be under maintenance.
        Nothing is wrong with your account. <TextLink to="/about#switched-off">Why areas can be switched off</TextLink>.
      </>
    ),
  },
  {
    q: "How do I change my cookie choices or clear what's stored on my device?",
    a: (
      <>
        Go to <TextLink to="/privacy#cookie-settings">Cookie settings</TextLink>. You can see the four categories and
        clear everything Booth keeps in your browser; the cookie banner will then ask you again.
      </>
    ),
  },
];

/** Support's "Quick answers": the common questions, each opening in place. */
export function SupportQuickAnswers() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
        Quick answers
      </h2>
      <div className="mt-5 divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
        {FAQ.map((item) => (
          <details key={item.q} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-fg transition-colors hover:bg-surface-2 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-[15px] leading-relaxed text-[#c8c8d4]">{item.a}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
