import type { DjSocialLink } from "~/core/djs/dj-profile-page";
import { trackDjActivity } from "~/ui/activity-beacons";
import { Prerendered } from "~/ui/prerendered";
import { DjProfileSection } from "./dj-profile-section";
import { ShareMark } from "./social-icons";

/** "Listen & follow": the DJ's platform links; each click is recorded (spec §7 DJ activity). */
export function DjSocialLinks({ slug, socials }: { slug: string; socials: DjSocialLink[] }) {
  if (socials.length === 0) return null;
  return (
    <DjProfileSection id="links-heading" title="Listen & follow" className="mt-12">
      {/* Written from cached markup by the server (app/ui/prerendered.tsx): only the links change it. */}
      <Prerendered
        as="ul"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
        render={SocialLinkItems}
        props={{ slug, socials }}
      />
    </DjProfileSection>
  );
}

function SocialLinkItems({ slug, socials }: { slug: string; socials: DjSocialLink[] }) {
  return socials.map((s) => (
    <li key={s.platform}>
      <a
        href={s.href}
        target="_blank"
        rel="noopener noreferrer"
        data-platform={s.platform}
        onClick={() => trackDjActivity({ kind: "social_click", slug, platform: s.platform })}
        className="flex h-12 items-center gap-3 rounded-xl border border-border bg-surface px-4 text-sm font-medium transition-colors hover:border-[var(--dj-accent)] hover:bg-surface-2"
      >
        <ShareMark platform={s.platform} className="size-5 shrink-0 text-[var(--dj-accent-fg)]" />
        <span className="truncate">{s.label}</span>
      </a>
    </li>
  ));
}
