import { ArrowLeft } from "lucide-react";
import { bookingWhen } from "~/core/admin/admin-bookings";
import { AdminFrame } from "~/features/admin/admin-frame";
import { SupportMessageView } from "~/features/admin/support-message-view";
import { ButtonLink } from "~/ui/button";
import { foundOr404 } from "~server/adapters/access.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { handleSupportMessageAction } from "~server/adapters/support-inbox-action.server";
import { getSupportMessage } from "~server/domain/support/get-support-message.server";
import type { Route } from "./+types/admin-support-message";

/**
 * /admin/support/{messageId}: one contact-form message, the sender's account when there is one, the thread of
 * replies and status notes, a reply sent by mail and a status change. Unknown id → 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const { createdAt, thread, account, ...message } = await foundOr404(() =>
    getSupportMessage(ctx.database.db, { id: ctx.userId }, params.messageId),
  );
  return {
    message: {
      ...message,
      received: bookingWhen(createdAt),
      account: account
        ? { id: account.id, name: account.name, email: account.email, joined: bookingWhen(account.createdAt) }
        : null,
      thread: thread.map(({ createdAt: at, ...entry }) => ({ ...entry, when: bookingWhen(at) })),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleSupportMessageAction(request, signedInContext(context), params.messageId);
}

export const meta: Route.MetaFunction = () => [
  { title: "Support message · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminSupportMessage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Support message"
      actions={
        <ButtonLink to="/admin/support" variant="secondary" icon={<ArrowLeft aria-hidden className="size-4" />}>
          All messages
        </ButtonLink>
      }
    >
      <SupportMessageView message={loaderData.message} />
    </AdminFrame>
  );
}
