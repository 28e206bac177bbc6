import { AlertTriangle } from "lucide-react";
import type { FormEvent } from "react";
import { data, Form, redirect, useActionData, useSubmit } from "react-router";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { Button } from "~/ui/button";
import { useConfirm } from "~/ui/confirm-dialog";
import { Notice } from "~/ui/notice";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { AppError } from "~server/domain/app-error.server";
import { deactivateVenue } from "~server/domain/venues/deactivate-venue.server";
import type { Route } from "./+types/venue-manage-delete";

/** The Delete tab (can_delete): deactivates the venue after the danger confirm dialog; an admin can undo it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { managed } = managedVenueOf(context);
  return { frame: venueManageFrameData(managed) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = managedVenueOf(context);
  const form = await request.formData();
  if (form.get("intent") !== "deactivate") return data({ error: `${REQUEST_NOT_UNDERSTOOD}.` }, { status: 400 });
  try {
    const { name } = await deactivateVenue(ctx.database.db, { id: ctx.userId }, params.venueSlug);
    return redirect(`/my-venues?deactivated=${encodeURIComponent(name)}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: error.message }, { status: appErrorStatus(error) });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Delete · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageDelete({ loaderData }: Route.ComponentProps) {
  const { frame } = loaderData;
  const result = useActionData<typeof action>();
  const confirm = useConfirm();
  const submit = useSubmit();
  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: `Deactivate ${frame.venue.name}?`,
      message:
        "Its public page, its place in the venue list and in search go away now. An administrator can bring it back.",
      confirmLabel: "Deactivate venue",
      type: "danger",
    });
    if (ok) void submit(form);
  };
  return (
    <VenueManageFrame frame={frame} title="Delete">
      <div className="max-w-2xl rounded-2xl border border-[#991b1b] bg-[#160909] p-5 md:p-7">
        <div className="flex items-start gap-3">
          <AlertTriangle aria-hidden className="mt-0.5 size-6 shrink-0 text-danger" />
          <div>
            <h2 className="font-display text-xl font-semibold">Deactivate this venue</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted">
              <li>The public page /venues/{frame.venue.slug} answers "not found" from the next visit on.</li>
              <li>The venue leaves the venue list and search.</li>
              <li>It leaves My Venues for all of its staff; nobody can manage it until it is back.</li>
              <li>
                Nothing is erased: details, staff, events and history are kept, and an administrator can reactivate it.
              </li>
            </ul>
          </div>
        </div>
        {result && "error" in result ? (
          <Notice tone="error" className="mt-5">
            {result.error}
          </Notice>
        ) : null}
        <Form method="post" onSubmit={ask} className="mt-6">
          <input type="hidden" name="intent" value="deactivate" />
          <Button type="submit" variant="danger" size="lg">
            Deactivate venue
          </Button>
        </Form>
      </div>
    </VenueManageFrame>
  );
}
