import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { whatsappLink } from "~/core/navigation";
import { buildPageMeta, publicOrigin } from "~/core/seo";
import { CookieSettingsPanel } from "~/features/static/cookie-settings";
import { displayPhone, useShellData } from "~/features/static/shell-data";
import { Callout, ProseSection, StaticPage, TableOfContents, TextLink } from "~/features/static/static-page";
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

const SECTIONS = [
  { id: "scope", title: "Who this covers" },
  { id: "account", title: "Your account" },
  { id: "follows", title: "Follows and profiles" },
  { id: "dj-analytics", title: "DJ profile analytics" },
  { id: "search", title: "Search analytics" },
  { id: "device", title: "Data kept on your device" },
  { id: "analytics-consent", title: "Analytics, only with consent" },
  { id: "sharing", title: "Who we share data with" },
  { id: "retention", title: "How long we keep data" },
  { id: "rights", title: "Your rights" },
  { id: "cookie-settings", title: "Cookie settings" },
  { id: "contact", title: "Contact" },
];

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: [string, ...ReactNode[]][] }) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-border">
      {/* Phones: each row stacks (name, then details); wider screens get the full table. */}
      <table className="block w-full border-collapse text-left text-[14px] leading-relaxed sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-surface-2 sm:table-header-group">
          <tr>
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-[0.12em] text-fg uppercase"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block bg-surface sm:table-row-group">
          {rows.map(([name, ...cells]) => (
            <tr
              key={name}
              className="block border-border px-4 py-3 not-first:border-t sm:table-row sm:p-0 sm:align-top"
            >
              <th scope="row" className="block font-semibold text-fg sm:table-cell sm:px-4 sm:py-3 sm:font-medium">
                {name}
              </th>
              {cells.map((cell, j) => (
                <td key={head[j + 1]} className="mt-1 block text-[#c8c8d4] sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] whitespace-nowrap text-accent-fg">
    {children}
  </code>
);

export default function Privacy() {
  const { brandName, productSlug, whatsappNumber } = useShellData();
  const kicker = (id: string) => `Section ${String(SECTIONS.findIndex((s) => s.id === id) + 1).padStart(2, "0")}`;

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
      <TableOfContents items={SECTIONS} />

      <ProseSection id="scope" kicker={kicker("scope")} title="Who this covers">
        <p>
          This policy covers this {brandName} site: its pages, your account and everything stored in your browser when
          you visit. {brandName} can be self-hosted, so the operators of this site are the ones responsible for your
          data. Data lives in this site's own database; fonts and artwork are served from the site itself.
        </p>
      </ProseSection>

      <ProseSection id="account" kicker={kicker("account")} title="Your account">
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

      <ProseSection id="follows" kicker={kicker("follows")} title="Follows and profiles">
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

      <ProseSection id="dj-analytics" kicker={kicker("dj-analytics")} title="DJ profile analytics">
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
          Every activity and consent record has its IP address field set to empty (<Code>ip_address</Code> is always
          null). Views are summed into daily statistics per DJ and sorted into traffic sources — direct, campaign,
          social, search, referral — and device types.
        </Callout>
      </ProseSection>

      <ProseSection id="search" kicker={kicker("search")} title="Search analytics">
        <p>
          When you search, we record the query, the filters, how many results came back, how long the search took and —
          if you pick one — which result you clicked and its position in the list. Each record carries a{" "}
          <strong>random search session id</strong> kept in your browser's session storage (it disappears when you close
          the tab) and your user id if you're signed in.
        </p>
        <p>We use this to rank results better and to find searches that come back empty.</p>
      </ProseSection>

      <ProseSection id="device" kicker={kicker("device")} title="Data kept on your device">
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
              <Code key="k">search_history</Code>,
              "Your last 10 searches: the query, when, how many results, and the result you chose",
            ],
            [
              "Consent record",
              <Code key="k">cookie_consent</Code>,
              "Your four cookie choices, when you made them, the consent version (1.0), your visitor id and when the choice expires",
            ],
            [
              "Visitor id",
              <Code key="k">visitor_id</Code>,
              <>
                A random id beginning <Code>visitor_</Code> that ties your consent record together; it is not linked to
                your name
              </>,
            ],
            [
              "Cached data",
              <Code key="k">{`${productSlug}_cache_…`}</Code>,
              "Copies of lists you've loaded, kept for a few minutes so pages open quickly",
            ],
            [
              "Active role",
              <Code key="k">{`${productSlug}_…`}</Code>,
              "The role and DJ profile you last switched to, if you have more than one",
            ],
            [
              "App version",
              <Code key="k">{`${productSlug}_app_version`}</Code>,
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

      <ProseSection id="analytics-consent" kicker={kicker("analytics-consent")} title="Analytics, only with consent">
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
        </ul>
        <p>
          Your choice is saved with consent version 1.0 and lasts <strong>13 months (390 days)</strong>. After that the
          banner asks again. A copy of your choice — visitor id, each category, version, how you chose (accept all,
          reject all or custom) and your browser's user agent, but no IP address — is kept in our database as a record
          of consent.
        </p>
      </ProseSection>

      <ProseSection id="sharing" kicker={kicker("sharing")} title="Who we share data with">
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

      <ProseSection id="retention" kicker={kicker("retention")} title="How long we keep data">
        <ul>
          <li>Account data and follows: for as long as your account exists.</li>
          <li>
            Analytics events: kept as daily totals for DJs' dashboards; raw events are kept only as long as needed to
            produce them.
          </li>
          <li>Consent records: for as long as we need to show what you agreed to.</li>
          <li>
            On your device: until you clear them — cached data expires within minutes, search history keeps only the
            latest 10.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="rights" kicker={kicker("rights")} title="Your rights">
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

      <ProseSection id="cookie-settings" kicker={kicker("cookie-settings")} title="Cookie settings">
        <p>
          {brandName} groups cookies and browser storage into four categories. Essential is always on; Functional is on
          by default; Analytics and Marketing stay off unless you turn them on in the cookie banner.
        </p>
        <CookieSettingsPanel productSlug={productSlug} brandName={brandName} />
      </ProseSection>

      <ProseSection id="contact" kicker={kicker("contact")} title="Contact">
        <p>
          Questions about privacy or a data request: message the team on WhatsApp at{" "}
          <TextLink to={whatsappLink(whatsappNumber, "Hi Booth! I have a privacy request: ")} external>
            <span className="tabular">{displayPhone(whatsappNumber)}</span>
          </TextLink>{" "}
          or see the <TextLink to="/support">Support page</TextLink>. Changes to this policy are announced by updating
          the date at the top.
        </p>
      </ProseSection>
    </StaticPage>
  );
}
