import { MessageCircle } from "lucide-react";
import { FOOTER_WHATSAPP_MESSAGES, whatsappLink } from "~/core/access/navigation";

/** "Missing DJ? let us know!": a WhatsApp message to the team, with the footer's own text, in a new tab. */
export function MissingDjLink({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <a
      href={whatsappLink(whatsappNumber, FOOTER_WHATSAPP_MESSAGES.missingDj)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-border bg-surface-2 px-5 text-sm font-semibold whitespace-nowrap text-fg transition-colors hover:bg-[#2a2a38]"
    >
      <MessageCircle aria-hidden className="size-4 text-success" />
      Missing DJ? let us know!
    </a>
  );
}
