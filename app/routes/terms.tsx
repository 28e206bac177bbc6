import { FileText } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { useShellData } from "~/features/static/shell-data";
import { StaticPage, TableOfContents } from "~/features/static/static-page";
import { TERMS_SECTIONS, TermsOfServiceSections } from "~/features/static/terms-of-service-sections";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Terms of Service · Booth",
    description:
      "The terms for using Booth: accounts, DJ profile claims, booking inquiries, your content, acceptable use, intellectual property, termination and liability.",
    path: "/terms",
    origin: publicOrigin(matches),
  });

const LAST_UPDATED = "22 November 2026";

export default function Terms() {
  const { brandName, whatsappNumber } = useShellData();

  return (
    <StaticPage
      eyebrow="Legal"
      icon={<FileText aria-hidden className="size-4" />}
      title="Terms of Service"
      lede={
        <p>
          The ground rules for using {brandName} — written to be read, not skimmed past. They cover fans, DJs, venues
          and production lines alike.
        </p>
      }
      meta={
        <p>
          Last updated <time dateTime="2026-11-22">{LAST_UPDATED}</time>
        </p>
      }
    >
      <TableOfContents items={TERMS_SECTIONS} />

      <TermsOfServiceSections brandName={brandName} whatsappNumber={whatsappNumber} />
    </StaticPage>
  );
}
