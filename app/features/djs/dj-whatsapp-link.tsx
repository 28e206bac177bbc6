import { MessageCircle } from "lucide-react";
import { trackDjActivity } from "~/ui/activity-beacons";
import { buttonClasses } from "~/ui/button";

/** "WhatsApp" on a DJ profile: opens the chat and records the connect (spec §7 DJ activity). */
export function DjWhatsappLink({ slug, href }: { slug: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("secondary", "md")}
      onClick={() => trackDjActivity({ kind: "whatsapp_connect", slug })}
    >
      <MessageCircle aria-hidden className="size-4 text-[#4ade80]" />
      WhatsApp
    </a>
  );
}
