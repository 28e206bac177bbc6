import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { FOOTER_WHATSAPP_MESSAGES, footerModel, whatsappLink } from "~/core/access/navigation";
import { APP_VERSION } from "~/core/site/app-version";
import type { Flags } from "~/core/site/flags";
import { Prerendered } from "~/ui/prerendered";
import { Logo } from "./logo";

interface SiteFooterProps {
  flags: Flags;
  brandName: string;
  whatsappNumber: string;
  year: number;
}

/**
 * The footer of every page. The server writes it from cached markup (app/ui/prerendered.tsx): it changes only with
 * the flags, the brand, the number and the year.
 */
export function SiteFooter(props: SiteFooterProps) {
  return (
    <Prerendered as="footer" className="border-t border-border bg-[#09090d]" render={SiteFooterContent} props={props} />
  );
}

function SiteFooterContent({ flags, brandName, whatsappNumber, year }: SiteFooterProps) {
  const model = footerModel(flags);
  const linkClass = "text-sm text-muted transition-colors hover:text-fg";
  return (
    <>
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:px-6">
        <div className="flex flex-col gap-4">
          <Logo brandName={brandName} />
          <p className="max-w-xs text-sm leading-relaxed text-muted">
            Your Gateway to Elite DJs. Profiles, gigs, venues and the sound of the scene — in one place.
          </p>
          <div className="flex flex-col gap-2">
            <a
              className={`${linkClass} inline-flex items-center gap-2`}
              href={whatsappLink(whatsappNumber, FOOTER_WHATSAPP_MESSAGES.missingDj)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden className="size-4 text-success" /> Missing DJ? let us know!
            </a>
            <a
              className={`${linkClass} inline-flex items-center gap-2`}
              href={whatsappLink(whatsappNumber, FOOTER_WHATSAPP_MESSAGES.reportProblem)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden className="size-4 text-success" /> Report a problem
            </a>
          </div>
        </div>
        <FooterColumn title="Explore" links={model.explore} linkClass={linkClass} />
        <FooterColumn
          title="Help & legal"
          links={[...model.legal, { label: "Contact Us", href: "/support#contact" }]}
          linkClass={linkClass}
        />
        {model.newOn.length > 0 ? (
          <FooterColumn title={`New on ${brandName}`} links={model.newOn} linkClass={linkClass} />
        ) : (
          <div />
        )}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-2 px-4 py-5 pb-[calc(var(--mobile-nav-height)+20px)] text-xs text-muted md:flex-row md:items-center md:justify-between md:px-6 md:pb-5">
          <p>
            © {year} {brandName}. made by DJs for DJs
          </p>
          <p className="tabular">Version {APP_VERSION}</p>
        </div>
      </div>
    </>
  );
}

function FooterColumn({
  title,
  links,
  linkClass,
}: {
  title: string;
  links: { label: string; href: string }[];
  linkClass: string;
}) {
  return (
    <div>
      <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.16em] text-fg uppercase">{title}</h2>
      <ul className="flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
