import { ShieldCheck } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { CookieSettingsPanel } from "~/features/consent/cookie-settings";
import { PRIVACY_SECTIONS } from "~/features/static/privacy-sections";
import { PrivacyWhatWeStore } from "~/features/static/privacy-what-we-store";
import { PrivacyYourChoices } from "~/features/static/privacy-your-choices";
import { useShellData } from "~/features/static/shell-data";
import { StaticPage, TableOfContents, TextLink } from "~/features/static/static-page";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Privacy Policy · Booth",
    description:
      "What Booth stores and why: account data, follows, DJ profile analytics without IP addresses, search analytics, data kept on your device, and cookie settings you control.",
    path: "/privacy",
    origin: publicOrigin(matches),
  });

const LAST_UPDATED = "22 November 2026";

export default function Privacy() {
  const { brandName, productSlug, whatsappNumber } = useShellData();

  return (
    <StaticPage
      eyebrow="Legal"
      icon={<ShieldCheck aria-hidden className="size-4" />}
      title="Privacy Policy"
      lede={
        <p>
          What {brandName} stores, why, and how you stay in control. We collect what the product needs to work — and we
          never store your IP address.
        </p>
      }
      meta={
        <p>
          Last updated <time dateTime="2026-11-22">{LAST_UPDATED}</time> ·{" "}
          <TextLink to="#cookie-settings">Jump to cookie settings</TextLink>
        </p>
      }
    >
      <TableOfContents items={PRIVACY_SECTIONS} />

      <PrivacyWhatWeStore brandName={brandName} productSlug={productSlug} />
      <PrivacyYourChoices
        brandName={brandName}
        whatsappNumber={whatsappNumber}
        cookieSettings={<CookieSettingsPanel productSlug={productSlug} brandName={brandName} />}
      />
    </StaticPage>
  );
}
