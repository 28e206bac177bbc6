import {
  AlertTriangle,
  ArrowUpRight,
  BadgeCheck,
  Building2,
  CalendarCheck,
  MessageCircle,
  SearchX,
  ShieldCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FOOTER_WHATSAPP_MESSAGES, whatsappLink } from "~/core/access/navigation";
import { IconCardTitle } from "./static-page";

interface RequestCard {
  icon: ReactNode;
  title: string;
  body: string;
  action: { label: string; to: string; external?: boolean };
}

/** The common requests: each says what to do and leads to the page or WhatsApp message that does it. */
function supportRequests(whatsappNumber: string): RequestCard[] {
  return [
    {
      icon: <BadgeCheck aria-hidden className="size-5" />,
      title: "Claim my DJ profile",
      body: "Take ownership of your profile, get verified and keep your bio, links and dates up to date.",
      action: { label: "Start a claim", to: "/claim-dj-profile" },
    },
    {
      icon: <SearchX aria-hidden className="size-5" />,
      title: "Report a missing DJ",
      body: "Someone the scene should know about isn't listed? Send us their name and links.",
      action: {
        label: "Tell us on WhatsApp",
        to: whatsappLink(whatsappNumber, FOOTER_WHATSAPP_MESSAGES.missingDj),
        external: true,
      },
    },
    {
      icon: <AlertTriangle aria-hidden className="size-5" />,
      title: "Report a problem",
      body: "Something broken, wrong details on a profile, or content that shouldn't be here.",
      action: {
        label: "Report on WhatsApp",
        to: whatsappLink(whatsappNumber, FOOTER_WHATSAPP_MESSAGES.reportProblem),
        external: true,
      },
    },
    {
      icon: <CalendarCheck aria-hidden className="size-5" />,
      title: "Booking questions",
      body: "Bookings are agreed directly with the DJ or their agency. Not sure how to reach them? We'll point you the right way.",
      action: {
        label: "Ask about a booking",
        to: whatsappLink(whatsappNumber, "Hi Booth! I have a booking question about: "),
        external: true,
      },
    },
    {
      icon: <Building2 aria-hidden className="size-5" />,
      title: "List a venue or production line",
      body: "Run a club, a bar with a booth or a party series? Get a page fans can follow and a team workspace.",
      action: {
        label: "Get listed",
        to: whatsappLink(whatsappNumber, "Hi Booth! I'd like to list my venue / production line: "),
        external: true,
      },
    },
    {
      icon: <ShieldCheck aria-hidden className="size-5" />,
      title: "Privacy requests",
      body: "See what we store, change your cookie choices, or ask for a copy or deletion of your data.",
      action: { label: "Privacy Policy", to: "/privacy" },
    },
  ];
}

/** Support's "Common requests" cards. */
export function SupportRequests({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
        Common requests
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {supportRequests(whatsappNumber).map((card) => (
          <li
            key={card.title}
            className="flex flex-col rounded-[var(--radius-card)] border border-border bg-surface p-5 transition-colors hover:border-[#3a3a4a]"
          >
            <IconCardTitle icon={card.icon} title={card.title} />
            <p className="mt-3 flex-1 text-[15px] leading-relaxed text-muted">{card.body}</p>
            {card.action.external ? (
              <a
                href={card.action.to}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-accent-fg hover:underline hover:underline-offset-4"
              >
                <MessageCircle aria-hidden className="size-4" />
                {card.action.label}
                <span className="sr-only"> (opens WhatsApp in a new tab)</span>
              </a>
            ) : (
              <Link
                to={card.action.to}
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-accent-fg hover:underline hover:underline-offset-4"
              >
                {card.action.label}
                <ArrowUpRight aria-hidden className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
