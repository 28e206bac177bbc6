import {
  AlertTriangle,
  ArrowUpRight,
  BadgeCheck,
  Building2,
  CalendarCheck,
  ChevronDown,
  Copy,
  LifeBuoy,
  MessageCircle,
  SearchX,
  ShieldCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FOOTER_WHATSAPP_MESSAGES, whatsappLink } from "~/core/navigation";
import { buildPageMeta, publicOrigin } from "~/core/seo";
import { displayPhone, useShellData } from "~/features/static/shell-data";
import { StaticPage, TextLink } from "~/features/static/static-page";
import { Button, buttonClasses } from "~/ui/button";
import { toast } from "~/ui/toast";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Support · Booth",
    description:
      "Get help with Booth: message the team on WhatsApp, claim your DJ profile, report a missing DJ or a problem, and find quick answers.",
    path: "/support",
    origin: publicOrigin(matches),
  });

const SUPPORT_MESSAGE = "Hi Booth! I need help with: ";

interface RequestCard {
  icon: ReactNode;
  title: string;
  body: string;
  action: { label: string; to: string; external?: boolean };
}

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

export default function Support() {
  const { whatsappNumber } = useShellData();
  const phone = displayPhone(whatsappNumber);
  const primaryHref = whatsappLink(whatsappNumber, SUPPORT_MESSAGE);

  const copyNumber = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(phone);
      toast.success("Number copied");
    } catch {
      toast.error(`Couldn't copy — the number is ${phone}`);
    }
  };

  const requests: RequestCard[] = [
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

  return (
    <StaticPage
      eyebrow="Support"
      icon={<LifeBuoy aria-hidden className="size-4" />}
      title="How can we help?"
      lede={
        <p>Real people from the scene answer. Message us, or pick a common request below and we'll get you sorted.</p>
      }
    >
      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24">
        <div className="relative overflow-hidden rounded-2xl border border-[#3d1f4a] bg-[#140e1a] p-6 md:p-8">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0"
            style={{
              backgroundImage: "radial-gradient(55% 80% at 100% 0%, rgba(192,38,211,0.28) 0%, rgba(192,38,211,0) 100%)",
            }}
          />
          <div className="relative">
            <h2 id="contact-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
              Contact Us
            </h2>
            <p className="mt-2 max-w-[520px] text-base leading-relaxed text-[#d4d4de]">
              WhatsApp is the fastest way to reach the team. We usually reply within a day — tell us what you need and
              include links where you can.
            </p>
            <p className="mt-5 font-display text-3xl font-bold text-fg tabular md:text-4xl">{phone}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a
                href={primaryHref}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("primary", "lg")}
              >
                <MessageCircle aria-hidden className="size-5" />
                Message us on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <Button variant="secondary" size="lg" onClick={copyNumber} icon={<Copy aria-hidden className="size-4" />}>
                Copy number
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="requests-title">
        <h2 id="requests-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
          Common requests
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {requests.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-[var(--radius-card)] border border-border bg-surface p-5 transition-colors hover:border-[#3a3a4a]"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-[#2a1233] text-accent-fg">
                  {card.icon}
                </span>
                <h3 className="font-display text-lg font-semibold text-fg">{card.title}</h3>
              </div>
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
    </StaticPage>
  );
}
