import { bookingWhen } from "~/core/admin/admin-bookings";
import { parseSupportFilters } from "~/core/support/support";
import { AdminFrame } from "~/features/admin/admin-frame";
import { SupportInbox } from "~/features/admin/support-inbox";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listSupportMessages } from "~server/domain/support/list-support-messages.server";
import type { Route } from "./+types/admin-support";

/** /admin/support: the messages of the /support contact form, filtered by status and topic, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const filters = parseSupportFilters(new URL(request.url).searchParams);
  const rows = await listSupportMessages(ctx.database.db, { id: ctx.userId }, filters);
  return { filters, rows: rows.map(({ createdAt, ...row }) => ({ ...row, when: bookingWhen(createdAt) })) };
}

/** The list changes nothing: every change happens on a message's own screen. */
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Support inbox · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Support inbox"
      description="Messages sent with the contact form on /support. Reply by mail, then close what is settled."
    >
      <SupportInbox rows={loaderData.rows} filters={loaderData.filters} />
    </AdminFrame>
  );
}
