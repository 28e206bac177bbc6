import { ArrowUpRight, Lock } from "lucide-react";
import { data } from "react-router";
import { DJ_IMAGE_TOO_LARGE, djImageSrcSet, MAX_DJ_IMAGE_BYTES } from "~/core/djs/dj-image";
import { djProfileFormSchema, djProfileFormValues, djProfileSavedNotice } from "~/core/djs/dj-profile-form";
import { CHECK_THE_FIELDS, fieldErrorsOf, formValues, nothingSaved } from "~/core/forms/form-result";
import { DjPhotoPanel } from "~/features/djs/dj-photo-panel";
import type { DjEditResult as EditResult } from "~/features/djs/dj-profile-editor";
import { DjProfileEditorForm } from "~/features/djs/dj-profile-editor-form";
import { usePhotoChoice } from "~/features/djs/use-photo-choice";
import { VerificationBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { djImageUrl } from "~/ui/dj-card";
import { GlowPage } from "~/ui/glow-page";
import { Notice } from "~/ui/notice";
import { foundOr404 } from "~server/adapters/access.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { getEditableDj } from "~server/domain/djs/get-editable-dj.server";
import { updateDjProfile } from "~server/domain/djs/update-dj-profile.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/dj-edit";

/** Managers and admins only; anyone else gets the very same 404 as a slug that does not exist (IDOR). */
function editableOr404(db: Parameters<typeof getEditableDj>[0], userId: string, slug: string) {
  return foundOr404(() => getEditableDj(db, { id: userId }, slug));
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const dj = await editableOr404(database.db, userId, params.slug);
  return {
    slug: dj.slug,
    displayName: dj.displayName,
    verificationStatus: dj.verificationStatus,
    active: dj.active,
    image: djImageUrl(dj),
    imageSrcSet: djImageSrcSet(dj.profileImage),
    uploaded: Boolean(djImageSrcSet(dj.profileImage)),
    values: djProfileFormValues(dj),
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { database, userId, config } = signedInContext(context);
  // The permission check comes before the body (up to the upload limit) is even read.
  const dj = await editableOr404(database.db, userId, params.slug);
  const actor = { id: userId };
  const form = await request.formData();

  // One "Save profile" keeps everything the DJ chose: the fields and, when one was chosen, the photo.
  const values = formValues(form);
  const file = form.get("image");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const parsed = djProfileFormSchema.safeParse(values);
  if (!parsed.success)
    return data<EditResult>(
      { errors: fieldErrorsOf(parsed.error), values, formError: CHECK_THE_FIELDS },
      { status: 400 },
    );
  if (chosen && chosen.size > MAX_DJ_IMAGE_BYTES) return photoRefused(413, DJ_IMAGE_TOO_LARGE, values);
  try {
    await updateDjProfile(database.db, actor, {
      slug: dj.slug,
      values: parsed.data,
      photo: chosen
        ? { storage: uploadStorage(config.dataDir), bytes: new Uint8Array(await chosen.arrayBuffer()) }
        : undefined,
    });
  } catch (error) {
    if (error instanceof AppError) {
      if (error.field === "image") return photoRefused(appErrorStatus(error), error.message, values);
      return data<EditResult>({ formError: error.message, values }, { status: appErrorStatus(error) });
    }
    throw error;
  }
  // The saved values as stored (bio sanitised, lists normalised): the form shows exactly what is now public.
  const saved = await editableOr404(database.db, userId, dj.slug);
  return data<EditResult>({
    notice: djProfileSavedNotice(chosen !== null),
    savedAt: Date.now(),
    values: djProfileFormValues(saved),
  });
}

/**
 * A chosen photo that cannot be used refuses the whole save: updateDjProfile is all or nothing, so the answer
 * says nothing was saved and why, and the typed values go back into the form.
 */
function photoRefused(status: number, message: string, values: Record<string, string>) {
  return data<EditResult>({ errors: { image: message }, formError: nothingSaved(message), values }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.displayName ?? "DJ profile"} · Booth` },
  { name: "robots", content: "noindex" },
];

const GLOW =
  "radial-gradient(45% 70% at 15% 0%, rgba(192,38,211,0.22) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 80% 0%, rgba(124,58,237,0.18) 0%, rgba(124,58,237,0) 100%)";

export default function DjEdit({ loaderData }: Route.ComponentProps) {
  const { slug, displayName, verificationStatus, active, image, imageSrcSet, values } = loaderData;
  const photo = usePhotoChoice();
  return (
    <GlowPage glowClassName="h-[420px]" glow={GLOW}>
      <div className="mx-auto max-w-[960px] px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Edit DJ profile</p>
            <h1 className="mt-2 truncate font-display text-[34px] leading-[1.05] font-bold tracking-tight md:text-5xl">
              {displayName}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <VerificationBadge status={verificationStatus} />
              <span className="inline-flex items-center gap-1">
                <Lock aria-hidden className="size-3.5" /> /dj/{slug}
              </span>
            </p>
          </div>
          <ButtonLink to={`/dj/${slug}`} variant="secondary" size="sm">
            View public profile <ArrowUpRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
        {!active || verificationStatus === "none" ? (
          <Notice tone="info" className="mt-6">
            This profile isn't public yet: only active, verified or mate profiles are listed. Your changes are saved and
            show once it is.
          </Notice>
        ) : null}
        <div className="mt-8 grid gap-6 md:grid-cols-[280px_1fr] md:items-start">
          <DjPhotoPanel
            photo={photo}
            image={image}
            imageSrcSet={imageSrcSet}
            displayName={displayName}
            imagePosition={values.imagePosition}
          />
          <DjProfileEditorForm
            slug={slug}
            stored={values}
            photoChosen={photo.preview !== null}
            timeZones={loaderData.timeZones}
          />
        </div>
      </div>
    </GlowPage>
  );
}
