import { Images } from "lucide-react";
import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import {
  VENUE_GALLERY_FULL,
  VENUE_GALLERY_MAX,
  VENUE_IMAGE_MAX_BYTES,
  VENUE_IMAGE_TOO_LARGE,
  venueMediaActionSchema,
} from "~/core/venues/venue-ops";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { VenueMediaGrid, VenueMediaUpload } from "~/features/venue-manage/venue-media-manager";
import { toast } from "~/ui/toast";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { AppError } from "~server/domain/app-error.server";
import { removeImage, storeImage } from "~server/domain/images/store-image.server";
import { addVenueMedia } from "~server/domain/venues/add-venue-media.server";
import { deleteVenueMedia } from "~server/domain/venues/delete-venue-media.server";
import { listVenueMedia } from "~server/domain/venues/list-venue-media.server";
import { updateVenueMedia } from "~server/domain/venues/update-venue-media.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/venue-manage-media";

const IMAGE = {
  area: "venues",
  noun: "image",
  maxBytes: VENUE_IMAGE_MAX_BYTES,
  tooLarge: VENUE_IMAGE_TOO_LARGE,
} as const;

/**
 * /venue/manage/{venueSlug}/media (can_manage_media): the venue's gallery — upload (checked with sharp, WebP and AVIF
 * renditions like event flyers, 30 at most), captions, order and delete. Every write shows on the public page at the
 * next anonymous request (the domain functions call publicContentChanged).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const items = await listVenueMedia(ctx.database.db, managed.venue.id);
  return { frame: venueManageFrameData(managed), items };
}

type MediaResult = AdminActionResult & { uploadError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const venueId = managed.venue.id;
  const form = await request.formData();
  const parsed = venueMediaActionSchema.safeParse(
    Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")),
  );
  const refuse = (error: string, status: number, upload = false) =>
    data<MediaResult>({ ok: false, error, ...(upload ? { uploadError: error } : {}) }, { status });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD, 400);
  const db = ctx.database.db;
  const storage = uploadStorage(ctx.config.dataDir);
  try {
    switch (parsed.data.intent) {
      case "upload": {
        const file = form.get("image");
        if (!(file instanceof File) || file.size === 0) return refuse("Choose an image to upload.", 400, true);
        if (file.size > VENUE_IMAGE_MAX_BYTES) return refuse(VENUE_IMAGE_TOO_LARGE, 413, true);
        // Refused before the image is processed; addVenueMedia checks again under a lock.
        if ((await listVenueMedia(db, venueId)).length >= VENUE_GALLERY_MAX)
          return refuse(VENUE_GALLERY_FULL, 409, true);
        const imageUrl = await storeImage(storage, new Uint8Array(await file.arrayBuffer()), IMAGE);
        try {
          await addVenueMedia(db, { venueId, imageUrl, caption: parsed.data.caption, addedBy: ctx.userId });
        } catch (error) {
          await removeImage(storage, imageUrl, "venues");
          throw error;
        }
        return data<MediaResult>({ ok: true, message: "Image added to the gallery" });
      }
      case "caption":
        await updateVenueMedia(db, venueId, {
          kind: "caption",
          mediaId: parsed.data.mediaId,
          caption: parsed.data.caption,
        });
        return data<MediaResult>({ ok: true, message: "Caption saved" });
      case "move":
        await updateVenueMedia(db, venueId, {
          kind: "move",
          mediaId: parsed.data.mediaId,
          direction: parsed.data.direction,
        });
        return data<MediaResult>({ ok: true, message: "Order saved" });
      case "delete": {
        const removed = await deleteVenueMedia(db, venueId, parsed.data.mediaId);
        await removeImage(storage, removed.imageUrl, "venues");
        return data<MediaResult>({ ok: true, message: "Image deleted" });
      }
    }
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message, appErrorStatus(error), parsed.data.intent === "upload");
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Media · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, items } = loaderData;
  const action = useConfirmedFetcher();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  useEffect(() => {
    if (actionData?.ok) toast.success(actionData.message);
  }, [actionData]);
  return (
    <VenueManageFrame frame={frame} title="Media">
      {/* Keyed by the count, so the chosen file and caption clear once the image is in the gallery. */}
      <VenueMediaUpload
        key={items.length}
        count={items.length}
        busy={uploading}
        error={actionData?.uploadError ?? null}
      />
      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <Images aria-hidden className="size-9 text-accent-fg" />
          <h2 className="mt-3 font-display text-xl font-semibold">No gallery images yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted">
            Show the room, the booth and the crowd: the gallery appears on your public venue page.
          </p>
        </div>
      ) : (
        <div className="mt-6">
          <VenueMediaGrid items={items} action={action} />
        </div>
      )}
    </VenueManageFrame>
  );
}
