import { EVENT_IMAGE_TOO_LARGE, MAX_EVENT_IMAGE_BYTES } from "~/core/events/event-form";
import { removeImage, storeImage } from "~server/domain/images/store-image.server";
import type { FileStorage } from "~server/storage/file-storage.server";

const FLYER = {
  area: "events",
  noun: "flyer",
  maxBytes: MAX_EVENT_IMAGE_BYTES,
  tooLarge: EVENT_IMAGE_TOO_LARGE,
} as const;

/** Stores an event flyer (checked with sharp; WebP and AVIF renditions); returns the URL event_image keeps. */
export async function storeEventImage(storage: FileStorage, bytes: Uint8Array): Promise<string> {
  return storeImage(storage, bytes, FLYER);
}

/** Deletes every stored variant of an uploaded flyer URL; other URLs (generated artwork) are left alone. */
export async function removeEventImage(storage: FileStorage, url: string | null | undefined): Promise<void> {
  return removeImage(storage, url, "events");
}
