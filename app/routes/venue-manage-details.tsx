import { data } from "react-router";
import { CHECK_THE_FIELDS, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import {
  MAX_VENUE_IMAGE_BYTES,
  VENUE_IMAGE_TOO_LARGE,
  venueDetailsFormValues,
  venueDetailsSchema,
} from "~/core/venues/venue-details";
import { venueOwnLogo, venueThumbUrl } from "~/core/venues/venues";
import { VenueDetailsForm, type VenueDetailsResult } from "~/features/venue-manage/venue-details-form";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { AppError } from "~server/domain/app-error.server";
import { updateVenueDetails } from "~server/domain/venues/update-venue-details.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/venue-manage-details";

/** The Details tab (can_edit): the venue's public facts, booking switch, logo and cover. */
export async function loader({ context }: Route.LoaderArgs) {
  const { managed } = managedVenueOf(context);
  const venue = managed.venue;
  return {
    frame: venueManageFrameData(managed),
    values: venueDetailsFormValues(venue),
    logo: venueOwnLogo(venue.logoUrl) ?? `/art/venue/${venue.slug ?? "venue"}.svg`,
    cover: venueThumbUrl({ slug: venue.slug ?? "venue", coverImageUrl: venue.coverImageUrl }),
  };
}

function chosenFile(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // The permission check comes before the body (up to the upload limit) is even read.
  const { ctx } = managedVenueOf(context);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = venueDetailsSchema.safeParse(values);
  if (!parsed.success)
    return data<VenueDetailsResult>(
      { errors: fieldErrorsOf(parsed.error), values, formError: CHECK_THE_FIELDS },
      { status: 400 },
    );
  const logo = chosenFile(form, "logo");
  const cover = chosenFile(form, "cover");
  for (const [field, file] of [
    ["logo", logo],
    ["cover", cover],
  ] as const) {
    if (file && file.size > MAX_VENUE_IMAGE_BYTES)
      return data<VenueDetailsResult>(
        {
          errors: { [field]: VENUE_IMAGE_TOO_LARGE },
          values,
          formError: nothingSaved(VENUE_IMAGE_TOO_LARGE),
        },
        { status: 413 },
      );
  }
  try {
    const { cleaned } = await updateVenueDetails(
      ctx.database.db,
      { id: ctx.userId },
      {
        venueSlug: params.venueSlug,
        values: parsed.data,
        storage: uploadStorage(ctx.config.dataDir),
        logo: logo ? new Uint8Array(await logo.arrayBuffer()) : undefined,
        cover: cover ? new Uint8Array(await cover.arrayBuffer()) : undefined,
      },
    );
    return data<VenueDetailsResult>({
      notice: cleaned
        ? "Details saved. HTML that is not allowed was removed from the description."
        : "Details saved. The public page shows them now.",
      savedAt: Date.now(),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.field ? { [error.field]: error.message } : undefined;
    return data<VenueDetailsResult>(
      { errors, values, formError: error.field ? nothingSaved(error.message) : error.message },
      { status: appErrorStatus(error) },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Details · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageDetails({ loaderData }: Route.ComponentProps) {
  const { frame, values, logo, cover } = loaderData;
  return (
    <VenueManageFrame frame={frame} title="Details">
      <VenueDetailsForm stored={values} logo={logo} cover={cover} />
    </VenueManageFrame>
  );
}
