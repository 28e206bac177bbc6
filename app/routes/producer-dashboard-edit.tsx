import { data, redirect } from "react-router";
import { DJ_IMAGE_TOO_LARGE, MAX_DJ_IMAGE_BYTES } from "~/core/djs/dj-image";
import { type FormResult, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import { productionFormSchema } from "~/core/productions/production-form";
import { producerDashboardPath } from "~/core/productions/productions";
import { richTextForEditing } from "~/core/text/rich-text";
import { ProducerFrame } from "~/features/producer/producer-frame";
import { ProductionEditForm } from "~/features/producer/production-edit-form";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { removeUploadedDjImage, storeDjImage } from "~server/domain/djs/store-dj-image.server";
import { updateProductionLine } from "~server/domain/productions/update-production-line.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/producer-dashboard-edit";

/**
 * /producer/dashboard/{slug}/edit (resource guard): the line's name, description and logo. The logo goes through
 * the same image pipeline as DJ photos (decoded, resized, metadata stripped, versioned URLs).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { managed } = managedProductionLineOf(context);
  return {
    frame: producerFrameData(managed),
    values: { name: managed.line.name, description: richTextForEditing(managed.line.description) },
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Whose line it is comes before the body (up to the upload limit) is even read.
  const { ctx, managed } = managedProductionLineOf(context);
  const form = await request.formData();
  const values = formValues(form);
  const file = form.get("image");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const refused = (errors: Record<string, string>, status = 400) =>
    data<FormResult>({ errors, values, formError: nothingSaved() }, { status });
  const parsed = productionFormSchema.safeParse(values);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
  if (chosen && chosen.size > MAX_DJ_IMAGE_BYTES) return refused({ image: DJ_IMAGE_TOO_LARGE }, 413);
  const storage = uploadStorage(ctx.config.dataDir);
  let logoUrl: string | undefined;
  try {
    if (chosen)
      logoUrl = (await storeDjImage(storage, managed.line.id, new Uint8Array(await chosen.arrayBuffer()))).profileImage;
    const { replacedLogo } = await updateProductionLine(ctx.database.db, managed.line.id, {
      name: parsed.data.name,
      description: parsed.data.description || null,
      logoUrl,
    });
    if (replacedLogo) await removeUploadedDjImage(storage, replacedLogo);
  } catch (error) {
    if (logoUrl) await removeUploadedDjImage(storage, logoUrl);
    if (error instanceof AppError) {
      if (error.field === "image") return refused({ image: error.message }, appErrorStatus(error));
      return data<FormResult>({ formError: error.message, values }, { status: appErrorStatus(error) });
    }
    throw error;
  }
  return redirect(`${producerDashboardPath(managed.line.slug)}/edit?saved=1`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.frame.line.name ?? "production line"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function ProducerDashboardEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProducerFrame frame={loaderData.frame} title="Edit details">
      <ProductionEditForm
        line={loaderData.frame.line}
        values={loaderData.values}
        actionData={actionData}
        saved={loaderData.saved}
      />
    </ProducerFrame>
  );
}
