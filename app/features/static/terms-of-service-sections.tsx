import { MessageCircle } from "lucide-react";
import { whatsappLink } from "~/core/access/navigation";
import { sectionKicker } from "~/core/site/section-numbers";
import { displayPhone } from "./shell-data";
import { ProseSection, TextLink } from "./static-page";

/** The terms of service's sections, in order: its table of contents and the sections' numbers. */
export const TERMS_SECTIONS = [
  { id: "agreement", title: "Agreeing to these terms" },
  { id: "accounts", title: "Accounts" },
  { id: "profiles", title: "DJ profiles, claims and accuracy" },
  { id: "bookings", title: "Booking inquiries" },
  { id: "content", title: "Your content" },
  { id: "acceptable-use", title: "Acceptable use" },
  { id: "ip", title: "Intellectual property" },
  { id: "third-parties", title: "Third-party services" },
  { id: "termination", title: "Suspension and termination" },
  { id: "disclaimers", title: "Disclaimers" },
  { id: "liability", title: "Limitation of liability" },
  { id: "changes", title: "Changes to the service and these terms" },
  { id: "contact", title: "Contact" },
];

/** The terms of service, section by section. */
export function TermsOfServiceSections({ brandName, whatsappNumber }: { brandName: string; whatsappNumber: string }) {
  return (
    <>
      <ProseSection id="agreement" kicker={sectionKicker(TERMS_SECTIONS, "agreement")} title="Agreeing to these terms">
        <p>
          These terms apply whenever you visit or use {brandName}, whether or not you have an account. By using the site
          you agree to them and to our <TextLink to="/privacy">Privacy Policy</TextLink>. If you don't agree, please
          don't use {brandName}.
        </p>
        <p>
          {brandName} is a platform that can be self-hosted: the operators of this site are the people who run it and
          who these terms are with. Where these terms say "we" or "us", they mean this site's operators.
        </p>
      </ProseSection>

      <ProseSection id="accounts" kicker={sectionKicker(TERMS_SECTIONS, "accounts")} title="Accounts">
        <ul>
          <li>
            You can browse without an account. Following DJs, claiming a profile and the mate, venue and producer areas
            need one.
          </li>
          <li>
            Give a real name and an email address you control, and finish your profile when asked. You must be old
            enough to agree to these terms where you live, and at least 16.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account; tell us straight
            away if you think someone else has used it.
          </li>
          <li>One person, one account. Accounts can't be sold or transferred.</li>
          <li>
            If you choose "remember me", you stay signed in on that device until you sign out; otherwise your session
            ends when you close the browser.
          </li>
        </ul>
      </ProseSection>

      <ProseSection
        id="profiles"
        kicker={sectionKicker(TERMS_SECTIONS, "profiles")}
        title="DJ profiles, claims and accuracy"
      >
        <p>
          Only DJ profiles that are verified or mate, and active, are shown publicly. We decide on verification, and we
          can add, correct, pause or remove a profile at any time to keep the directory accurate.
        </p>
        <ul>
          <li>
            <strong>Claim only your own profile</strong> — or one you are authorised to manage, such as an agency or
            manager acting for the artist. Claiming someone else's profile is impersonation and ends your account.
          </li>
          <li>
            When you claim or edit a profile, you confirm that the stage name, bio, photos, genres, links and dates are
            accurate and that you may publish them.
          </li>
          <li>Keep it current: remove gigs that are cancelled and links that no longer work.</li>
          <li>
            Mate status and its dashboard are a privilege we grant and can withdraw if a profile is misused or no longer
            meets our checks.
          </li>
        </ul>
        <p>
          Venue and production line pages follow the same rules. Venue owners decide who manages their venue and with
          which permissions, and are responsible for what their team publishes.
        </p>
      </ProseSection>

      <ProseSection id="bookings" kicker={sectionKicker(TERMS_SECTIONS, "bookings")} title="Booking inquiries">
        <p>
          {brandName} helps fans, promoters and venues get in touch with DJs — through booking inquiries, WhatsApp links
          and the contact details DJs choose to show.{" "}
          <strong>Any booking is an agreement between you and the DJ</strong> (or their agency). We are not a party to
          it, an agent or a guarantor.
        </p>
        <ul>
          <li>Fees, deposits, riders, travel, cancellation and payment are for you and the DJ to agree in writing.</li>
          <li>We don't vet promoters, check venues' licences or guarantee that a DJ will accept, appear or perform.</li>
          <li>
            Send inquiries only for real bookings. Bulk messages and sales pitches through inquiry forms are not
            allowed.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="content" kicker={sectionKicker(TERMS_SECTIONS, "content")} title="Your content">
        <p>
          "Your content" is anything you add: profile text, photos, links, event details, venue and production
          information. You keep all rights in it.
        </p>
        <p>
          You give this site's operators a worldwide, non-exclusive, royalty-free licence to host, store, display,
          resize and share your content as part of running and promoting {brandName} — for example on your public
          profile, in search, in listings and in link previews. The licence ends when you remove the content, except for
          copies in backups kept for a limited time and content others have already shared.
        </p>
        <p>
          You confirm you have the rights to everything you upload, including consent from people shown in your photos
          and permission from photographers and designers.
        </p>
      </ProseSection>

      <ProseSection id="acceptable-use" kicker={sectionKicker(TERMS_SECTIONS, "acceptable-use")} title="Acceptable use">
        <p>Keep {brandName} a place the scene can trust. Don't:</p>
        <ul>
          <li>impersonate a DJ, venue, promoter or anyone else, or misrepresent who you work for;</li>
          <li>
            post content that is unlawful, hateful, harassing, sexually explicit, or that infringes someone else's
            rights;
          </li>
          <li>publish fake events, fake line-ups or misleading ticket information;</li>
          <li>scrape, bulk-download or copy the directory, or use it to build a competing database or mailing list;</li>
          <li>send spam or unsolicited promotion to DJs or fans;</li>
          <li>
            probe, overload or break the service, get around access rules or feature switches, or access other people's
            accounts;
          </li>
          <li>manipulate follower counts, profile views, plays or other statistics.</li>
        </ul>
      </ProseSection>

      <ProseSection id="ip" kicker={sectionKicker(TERMS_SECTIONS, "ip")} title="Intellectual property">
        <p>
          The {brandName} name, logo and the look of this site belong to their owners, as does the software except where
          its open licence says otherwise. DJ names, artwork, music and logos belong to the artists, labels and venues
          they come from.
        </p>
        <p>
          If you believe something on {brandName} infringes your copyright or trademark,{" "}
          <TextLink to="/support#contact">contact us</TextLink> with the page, the material and your claim, and we'll
          review it promptly and remove it where appropriate.
        </p>
      </ProseSection>

      <ProseSection
        id="third-parties"
        kicker={sectionKicker(TERMS_SECTIONS, "third-parties")}
        title="Third-party services"
      >
        <p>
          Profiles link out to, and the radio embeds players from, audio and social platforms such as SoundCloud,
          YouTube, Spotify and Instagram. Payments, where enabled, are handled by a payment provider. Those services
          have their own terms and privacy policies, and we aren't responsible for them.
        </p>
      </ProseSection>

      <ProseSection
        id="termination"
        kicker={sectionKicker(TERMS_SECTIONS, "termination")}
        title="Suspension and termination"
      >
        <p>
          You can stop using {brandName} and ask us to close your account at any time. We may suspend or block an
          account, hide a profile or remove content if these terms are broken, if we're required to by law, or to
          protect other users — and, where it's safe and lawful to do so, we'll tell you why. Blocked accounts are
          signed out automatically.
        </p>
        <p>
          Sections that by their nature should last — your content licence for material already shared, intellectual
          property, disclaimers and limitation of liability — continue after an account ends.
        </p>
      </ProseSection>

      <ProseSection id="disclaimers" kicker={sectionKicker(TERMS_SECTIONS, "disclaimers")} title="Disclaimers">
        <p>
          {brandName} is provided "as is" and "as available". Profiles, events and venue details come from DJs, venues,
          promoters and our team; we work to keep them right but can't promise that every date, line-up, capacity or
          link is accurate or current. Always check event details with the organiser before you travel or buy tickets.
        </p>
        <p>
          Areas such as radio, events, venues, news or payments can be switched off or paused by this site's operators
          at any time.
        </p>
      </ProseSection>

      <ProseSection id="liability" kicker={sectionKicker(TERMS_SECTIONS, "liability")} title="Limitation of liability">
        <p>
          To the fullest extent the law allows, this site's operators are not liable for indirect or consequential
          losses — such as lost bookings, income, data or goodwill — or for the acts of DJs, venues, promoters or other
          users, including what happens at events listed on {brandName}.
        </p>
        <p>
          Nothing in these terms limits liability that can't be limited by law, such as for fraud or for death or
          personal injury caused by negligence, or takes away rights you have as a consumer.
        </p>
      </ProseSection>

      <ProseSection
        id="changes"
        kicker={sectionKicker(TERMS_SECTIONS, "changes")}
        title="Changes to the service and these terms"
      >
        <p>
          {brandName} keeps evolving: we add, change and retire features. When we change these terms we update the date
          at the top of this page, and for significant changes we'll tell signed-in users on the site before they take
          effect. Using {brandName} after a change means you accept the updated terms.
        </p>
      </ProseSection>

      <ProseSection id="contact" kicker={sectionKicker(TERMS_SECTIONS, "contact")} title="Contact">
        <p>
          Questions about these terms, a report about a profile or a rights claim: the quickest way to reach the team is
          WhatsApp at{" "}
          <TextLink
            to={whatsappLink(whatsappNumber, "Hi Booth! I have a question about the Terms of Service: ")}
            external
          >
            <MessageCircle aria-hidden className="mr-1 inline size-4 align-[-2px]" />
            <span className="tabular">{displayPhone(whatsappNumber)}</span>
          </TextLink>
          . More ways to get help are on the <TextLink to="/support">Support page</TextLink>.
        </p>
      </ProseSection>
    </>
  );
}
