import { LifeBuoy } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { useShellData } from "~/features/static/shell-data";
import { StaticPage } from "~/features/static/static-page";
import { SupportContactCard } from "~/features/static/support-contact-card";
import { SupportContactForm } from "~/features/static/support-contact-form";
import { SupportQuickAnswers } from "~/features/static/support-quick-answers";
import { SupportRequests } from "~/features/static/support-requests";
import { routeContext } from "~server/adapters/route-guard.server";
import { handleSupportForm } from "~server/adapters/support-form-action.server";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Support · Booth",
    description:
      "Get help with Booth: message the team on WhatsApp or write to us, claim your DJ profile, report a missing DJ or a problem, and find quick answers.",
    path: "/support",
    origin: publicOrigin(matches),
  });

/** The reply address of a signed-in visitor fills the contact form in (guests' pages are the same for everyone). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  return { signedInEmail: ctx.userId ? (ctx.viewer.email ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSupportForm(request, routeContext(context));
}

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
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
      <SupportContactForm result={actionData} signedInEmail={loaderData.signedInEmail} />
      <SupportQuickAnswers />
    </StaticPage>
  );
}
