import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { DJ_IMAGE_TOO_LARGE, MAX_DJ_IMAGE_BYTES } from "~/core/djs/dj-image";
import type { DjEditResult } from "./dj-profile-editor";

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;

/**
 * The photo the DJ chose and has not saved yet: its preview URL, and the reason a photo was refused (by the
 * browser's size check or by the last save). A save spends the choice: after it succeeds the stored photo
 * shows; after the photo is refused the choice is cleared, so the next save does not send it again.
 */
export function usePhotoChoice() {
  const actionData = useActionData<DjEditResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; fromPick: boolean } | null>(() =>
    actionData?.errors?.image ? { message: actionData.errors.image, fromPick: false } : null,
  );

  function clear() {
    setPreview(null);
    if (inputRef.current) inputRef.current.value = "";
  }
  useEffect(() => {
    const refused = actionData?.errors?.image;
    if (!actionData?.savedAt && !refused) return;
    setPreview(null);
    if (inputRef.current) inputRef.current.value = "";
    setError(refused ? { message: refused, fromPick: false } : null);
  }, [actionData]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    if (!file) return setPreview(null);
    if (file.size > MAX_DJ_IMAGE_BYTES) {
      setError({ message: DJ_IMAGE_TOO_LARGE, fromPick: true });
      event.currentTarget.value = "";
      return setPreview(null);
    }
    setPreview(URL.createObjectURL(file));
  }

  return { inputRef, preview, error, onPick, clear };
}
