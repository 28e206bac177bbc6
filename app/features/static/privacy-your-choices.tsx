import type { ReactNode } from "react";
import { whatsappLink } from "~/core/access/navigation";
import { sectionKicker } from "~/core/site/section-numbers";
import { PRIVACY_SECTIONS } from "./privacy-sections";
import { displayPhone } from "./shell-data";
import { ProseSection, TextLink } from "./static-page";

/**
 * The privacy policy's second half: consent, sharing, retention, your rights, cookie settings and contact. The cookie
 * settings panel belongs to the consent feature; the route passes it in, as routes compose features.
 */
export function PrivacyYourChoices({
  brandName,
  whatsappNumber,
  cookieSettings,
}: {
  brandName: string;
  whatsappNumber: string;
  cookieSettings: ReactNode;
}) {
  return (
    <>
      <ProseSection
        id="analytics-consent"
        kicker={sectionKicker(PRIVACY_SECTIONS, "analytics-consent")}
        title="Analytics, only with consent"
      >
        <p>
          Page views and events are sent to an analytics provider <strong>only if you turn on Analytics</strong> in the
          cookie banner or in cookie settings. Until then the analytics tracker doesn't start; if you later turn
          Analytics off, it stops.
        </p>
        <ul>
          <li>IP anonymisation is always on, so the provider never receives your full IP address.</li>
          <li>
            Analytics cookies are set with SameSite=None and Secure, so they only travel over encrypted connections.
          </li>
          <li>
            We measure DJ profile views, radio plays and stops, searches, social clicks, sign-in and admin actions,
            errors and page speed (web vitals).
          </li>
          <li>
            Separately, {brandName} itself counts DJ profile views, radio plays, social clicks and shares for DJs'
            dashboards. These first-party counts stay on our own servers, store no IP address, and work without
            analytics consent.
          </li>
        </ul>
        <p>
          Your choice is saved with consent version 1.0 and lasts <strong>13 months (390 days)</strong>. After that the
          banner asks again. A copy of your choice — visitor id, each category, version, how you chose (accept all,
          reject all or custom) and your browser's user agent, but no IP address — is kept in our database as a record
          of consent.
        </p>
      </ProseSection>

      <ProseSection id="sharing" kicker={sectionKicker(PRIVACY_SECTIONS, "sharing")} title="Who we share data with">
        <p>We don't sell your data. We share it only with services that help run {brandName}:</p>
        <ul>
          <li>the hosting and database provider this site runs on;</li>
          <li>an analytics provider — only with your Analytics consent;</li>
          <li>an error-reporting service that receives technical details when something breaks, so we can fix it;</li>
          <li>the payment provider, only where payments are switched on and you choose to pay;</li>
          <li>
            audio platforms such as SoundCloud, whose embedded player loads when you play a track on the radio or a
            profile. Their own privacy policies apply.
          </li>
        </ul>
        <p>We may also disclose data when the law requires it or to protect people from harm.</p>
      </ProseSection>

      <ProseSection id="retention" kicker={sectionKicker(PRIVACY_SECTIONS, "retention")} title="How long we keep data">
        <ul>
          <li>Account data and follows: for as long as your account exists.</li>
          <li>
            Analytics events: kept as daily totals for DJs' dashboards; raw events are kept only as long as needed to
            produce them.
          </li>
          <li>Consent records: for as long as we need to show what you agreed to.</li>
          <li>Messages sent with the support page's contact form, with our replies: 12 months, then deleted.</li>
          <li>
            On your device: until you clear them — cached data expires within minutes, search history keeps only the
            latest 10.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="rights" kicker={sectionKicker(PRIVACY_SECTIONS, "rights")} title="Your rights">
        <p>
          You can ask to see the data we hold about you, correct it, move it, restrict or object to how we use it, or
          delete your account. You can withdraw analytics or marketing consent at any time, and that doesn't affect
          anything done before. You also have the right to complain to your data protection authority.
        </p>
        <p>
          To make a request, <TextLink to="/support#contact">contact the team</TextLink> from the email address on your
          account or with your DJ profile link. We answer within 30 days.
        </p>
      </ProseSection>

      <ProseSection
        id="cookie-settings"
        kicker={sectionKicker(PRIVACY_SECTIONS, "cookie-settings")}
        title="Cookie settings"
      >
        <p>
          {brandName} groups cookies and browser storage into four categories. Essential is always on; Functional is on
          by default; Analytics and Marketing stay off unless you turn them on in the cookie banner.
        </p>
        {cookieSettings}
      </ProseSection>

      <ProseSection id="contact" kicker={sectionKicker(PRIVACY_SECTIONS, "contact")} title="Contact">
        <p>
          Questions about privacy or a data request: message the team on WhatsApp at{" "}
          <TextLink to={whatsappLink(whatsappNumber, "Hi Booth! I have a privacy request: ")} external>
            <span className="tabular">{displayPhone(whatsappNumber)}</span>
          </TextLink>{" "}
          or see the <TextLink to="/support">Support page</TextLink>. Changes to this policy are announced by updating
          the date at the top.
        </p>
      </ProseSection>
    </>
  );
}
