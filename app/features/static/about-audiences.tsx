import { Building2, Disc3, Headphones, Users } from "lucide-react";
import type { ReactNode } from "react";
import { IconCardTitle } from "./static-page";

const AUDIENCES: { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <Headphones aria-hidden className="size-5" />,
    title: "Fans",
    body: "Browse DJ profiles, hear featured tracks and mixes, see upcoming gigs, follow the DJs you love and tune into the radio.",
  },
  {
    icon: <Disc3 aria-hidden className="size-5" />,
    title: "DJs",
    body: "One verified home for your bio, sound, socials and dates — and, for mate DJs, a dashboard with profile views, plays and traffic sources.",
  },
  {
    icon: <Building2 aria-hidden className="size-5" />,
    title: "Venues",
    body: "A venue profile with cover, capacity and city, plus a shared workspace where owners, managers, booking agents and promoters work together.",
  },
  {
    icon: <Users aria-hidden className="size-5" />,
    title: "Production lines",
    body: "Showcase the nights you throw, the DJs you book and the followers you build, with a page fans can follow.",
  },
];

/** About's "Who it's for": fans, DJs, venues and production lines, each with what Booth gives them. */
export function AboutAudiences() {
  return (
    <section aria-labelledby="who-title" className="scroll-mt-24" id="who">
      <h2 id="who-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
        Who it's for
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {AUDIENCES.map((item) => (
          <li key={item.title} className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
            <IconCardTitle icon={item.icon} title={item.title} />
            <p className="mt-3 text-[15px] leading-relaxed text-muted">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
