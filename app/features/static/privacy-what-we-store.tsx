import { ShieldCheck } from "lucide-react";
import { PRESS_LINK_DAYS } from "~/core/press/press-links";
import { sectionKicker } from "~/core/site/section-numbers";
import { DataTable, InlineCode } from "./data-table";
import { PRIVACY_SECTIONS } from "./privacy-sections";
import { Callout, ProseSection, TextLink } from "./static-page";

/** The privacy policy's first half: whom it covers and what is stored, recorded and kept on the device. */
export function PrivacyWhatWeStore({ brandName, productSlug }: { brandName: string; productSlug: string }) {
  return (
    <>
      <ProseSection id="scope" kicker={sectionKicker(PRIVACY_SECTIONS, "scope")} title="Who this covers">
        <p>
          This policy covers this {brandName} site: its pages, your account and everything stored in your browser when
          you visit. {brandName} can be self-hosted, so the operators of this site are the ones responsible for your
          data. Data lives in this site's own database; fonts and artwork are served from the site itself.
        </p>
      </ProseSection>

      <ProseSection id="account" kicker={sectionKicker(PRIVACY_SECTIONS, "account")} title="Your account">
        <p>When you create an account we store:</p>
        <ul>
          <li>
            your <strong>email address and name</strong>, and your password in hashed form — or, if you sign in with
            Google, the name and email Google shares with us;
          </li>
          <li>
            your <strong>account role</strong> (user or admin) and any roles you hold for DJ profiles, venues or
            production lines, with who granted them and when;
          </li>
          <li>
            whether your profile is complete, whether the account is blocked, and when it was created and last updated;
          </li>
          <li>your sign-in session, so you stay signed in ("remember me") or only for the browser session.</li>
        </ul>
        <p>
          If you manage a venue, we also store your role in that venue's team, your permissions and when you were
          invited and joined.
        </p>
      </ProseSection>

      <ProseSection id="follows" kicker={sectionKicker(PRIVACY_SECTIONS, "follows")} title="Follows and profiles">
        <p>
          When you follow a DJ or a production line we store that link between your account and theirs, so your
          Following page works. Follower totals may be shown publicly; the list of who follows whom is not.
        </p>
        <p>
          If you are a DJ, your profile — stage name, real name if you add it, bio, city, genres, photos, links,
          featured music and booking settings — is public once it is verified or mate and active. You choose what to
          fill in.
        </p>
      </ProseSection>

      <ProseSection
        id="dj-analytics"
        kicker={sectionKicker(PRIVACY_SECTIONS, "dj-analytics")}
        title="DJ profile analytics"
      >
        <p>
          To show DJs how their profile performs, {brandName} records these events on our own server. They are recorded
          only for profiles that exist, and DJs see them as totals and charts — never as a list of who visited.
        </p>
        <DataTable
          caption="DJ profile analytics events and their fields"
          head={["Event", "What is recorded"]}
          rows={[
            [
              "Profile view",
              "The DJ profile, the referring page, your browser's user agent, country, and campaign tags (utm_source, utm_medium, utm_campaign) if the link had them",
            ],
            ["Radio play", "The DJ and how many seconds were played"],
            ["Social click", "The DJ and which platform link was clicked (for example instagram or soundcloud)"],
            ["Share", "The DJ and where the profile was shared to"],
            ["WhatsApp connect", "The DJ whose WhatsApp contact was opened"],
            ["Media play", "The DJ, the kind of media and the track or video played"],
            ["Activity", "What was done and on what, the user agent, and your user id only if you are signed in"],
          ]}
        />
        <Callout
          icon={<ShieldCheck aria-hidden className="size-5" />}
          title="IP addresses are never stored"
          tone="info"
        >
          Every activity and consent record has its IP address field set to empty (<InlineCode>ip_address</InlineCode>{" "}
          is always null). Views are summed into daily statistics per DJ and sorted into traffic sources — direct,
          campaign, social, search, referral — and device types.
        </Callout>
      </ProseSection>

      <ProseSection id="search" kicker={sectionKicker(PRIVACY_SECTIONS, "search")} title="Search analytics">
        <p>
          When you search, we record the query, the filters, how many results came back, how long the search took and —
          if you pick one — which result you clicked and its position in the list. Each record carries a{" "}
          <strong>random search session id</strong> kept in your browser's session storage (it disappears when you close
          the tab) and your user id if you're signed in.
        </p>
        <p>We use this to rank results better and to find searches that come back empty.</p>
      </ProseSection>

      <ProseSection
        id="contact-form"
        kicker={sectionKicker(PRIVACY_SECTIONS, "contact-form")}
        title="Messages you send us"
      >
        <p>
          When you write to us with the form on the <TextLink to="/support#write">support page</TextLink>, we store the
          topic, your message, the address we reply to, the page you name (if you do), when you sent it and — if you're
          signed in — your account, together with our replies and the team's status notes. We send you a copy and our
          replies by email; if the site's operators set a support address, your message is mailed there too.
        </p>
        <p>
          Only the site's administrators read these messages. We delete each message, with its replies and notes,{" "}
          <strong>12 months after you sent it</strong>.
        </p>
      </ProseSection>

      <ProseSection id="press-links" kicker={sectionKicker(PRIVACY_SECTIONS, "press-links")} title="Press kit links">
        <p>
          When a DJ's team answers a booking inquiry, they may send the DJ's press kit as a{" "}
          <strong>personal link</strong> made for that one inquiry. Each time the press kit is opened through that link
          we record how many times it was opened and when it was first and last opened, and for each file downloaded
          through it (a rider, a press photo, the PDF) which file and when. Nothing else about you is kept with these
          records — not your address, your browser or where you are (your address counts, hashed and for a few minutes
          only, toward a limit on how many links one address may try) — and nothing at all is recorded when anyone opens
          a DJ's public press kit page.
        </p>
        <p>
          Only the team of that DJ (its owner and managers) and the site's administrators see these records, on the
          inquiry they belong to. A link lasts {PRESS_LINK_DAYS} days unless the team revokes it sooner; the records are
          deleted with the inquiry.
        </p>
      </ProseSection>

      <ProseSection id="device" kicker={sectionKicker(PRIVACY_SECTIONS, "device")} title="Data kept on your device">
        <p>
          {brandName} keeps a few small items in your browser's local and session storage. They never leave your device
          unless noted, and you can remove them all in <TextLink to="#cookie-settings">Cookie settings</TextLink>.
        </p>
        <DataTable
          caption="Items stored in your browser"
          head={["Item", "Key", "What it holds"]}
          rows={[
            [
              "Search history",
              <InlineCode key="k">search_history</InlineCode>,
              "Your last 10 searches: the query, when, how many results, and the result you chose",
            ],
            [
              "Consent record",
              <InlineCode key="k">cookie_consent</InlineCode>,
              "Your four cookie choices, when you made them, the consent version (1.0), your visitor id and when the choice expires",
            ],
            [
              "Visitor id",
              <InlineCode key="k">visitor_id</InlineCode>,
              <>
                A random id beginning <InlineCode>visitor_</InlineCode> that ties your consent record together; it is
                not linked to your name
              </>,
            ],
            [
              "Fonts cached",
              <InlineCode key="k">{`${productSlug}_cache_fonts`}</InlineCode>,
              "A note that your browser already has the site's fonts, so later pages draw them at once",
            ],
            [
              "Active role",
              <InlineCode key="k">{`${productSlug}_…`}</InlineCode>,
              "The role and DJ profile you last switched to, if you have more than one",
            ],
            [
              "App version",
              <InlineCode key="k">{`${productSlug}_app_version`}</InlineCode>,
              `The version of ${brandName} you last loaded, so the site can refresh itself after an update`,
            ],
            [
              "Search session",
              "Session storage",
              "The random search session id described above; cleared when the tab closes",
            ],
          ]}
        />
      </ProseSection>
    </>
  );
}
