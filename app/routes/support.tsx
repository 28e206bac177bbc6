import { LifeBuoy } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/seo";
import { useShellData } from "~/features/static/shell-data";
import { StaticPage } from "~/features/static/static-page";
import { SupportContactCard } from "~/features/static/support-contact-card";
import { SupportQuickAnswers } from "~/features/static/support-quick-answers";
import { SupportRequests } from "~/features/static/support-requests";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Support · Booth",
    description:
      "Get help with Booth: message the team on WhatsApp, claim your DJ profile, report a missing DJ or a problem, and find quick answers.",
    path: "/support",
    origin: publicOrigin(matches),
  });

export default function Support() {
  const { whatsappNumber } = useShellData();
  return (
    <StaticPage
      eyebrow="Support"
      icon={<LifeBuoy aria-hidden className="size-4" />}
      title="How can we help?"
      lede={
        <p>Real people from the scene answer. Message us, or pick a common request below and we'll get you sorted.</p>
      }
    >
      <SupportContactCard whatsappNumber={whatsappNumber} />
      <SupportRequests whatsappNumber={whatsappNumber} />
      <SupportQuickAnswers />
    </StaticPage>
  );
}
