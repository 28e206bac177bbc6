import { Copy, Mail, MessageCircle } from "lucide-react";
import { whatsappLink } from "~/core/access/navigation";
import { Button, buttonClasses } from "~/ui/button";
import { toast } from "~/ui/toast";
import { displayPhone } from "./shell-data";

const SUPPORT_MESSAGE = "Hi Booth! I need help with: ";

/** Support's "Contact Us": the team's WhatsApp number, a message button and a copy button. */
export function SupportContactCard({ whatsappNumber }: { whatsappNumber: string }) {
  const phone = displayPhone(whatsappNumber);
  const primaryHref = whatsappLink(whatsappNumber, SUPPORT_MESSAGE);

  const copyNumber = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(phone);
      toast.success("Number copied");
    } catch {
      toast.error(`Couldn't copy — the number is ${phone}`);
    }
  };

  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24">
      <div className="relative overflow-hidden rounded-2xl border border-[#3d1f4a] bg-[#140e1a] p-6 md:p-8">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0"
          style={{
            backgroundImage: "radial-gradient(55% 80% at 100% 0%, rgba(192,38,211,0.28) 0%, rgba(192,38,211,0) 100%)",
          }}
        />
        <div className="relative">
          <h2 id="contact-title" className="font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]">
            Contact Us
          </h2>
          <p className="mt-2 max-w-[520px] text-base leading-relaxed text-[#d4d4de]">
            WhatsApp is the fastest way to reach the team. We usually reply within a day — tell us what you need and
            include links where you can.
          </p>
          <p className="mt-5 font-display text-3xl font-bold text-fg tabular md:text-4xl">{phone}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={primaryHref} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "lg")}>
              <MessageCircle aria-hidden className="size-5" />
              Message us on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button variant="secondary" size="lg" onClick={copyNumber} icon={<Copy aria-hidden className="size-4" />}>
              Copy number
            </Button>
            {/* The second way in, for visitors without WhatsApp: the form further down this page. */}
            <a href="#write" className={buttonClasses("secondary", "lg")}>
              <Mail aria-hidden className="size-4" />
              Write to us
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
