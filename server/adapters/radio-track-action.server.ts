import { data } from "react-router";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { radioTrackIntentSchema } from "~/core/radio/radio-tracks-admin";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { addRadioTrack } from "~server/domain/radio/add-radio-track.server";
import type { RadioActor } from "~server/domain/radio/assert-can-manage-radio.server";
import { moveRadioTrack } from "~server/domain/radio/move-radio-track.server";
import { removeRadioTrack } from "~server/domain/radio/remove-radio-track.server";
import { appErrorStatus } from "./app-error-response.server";

export type RadioActionResult = FormResult & { message?: string };

/**
 * The one action of /admin/radio and /mate/radio: add, move or remove a track as this actor. The domain
 * functions decide what the actor may touch (admins everything, a DJ the tracks of profiles they manage).
 */
export async function handleRadioTrackAction(request: Request, db: Db, actor: RadioActor) {
  const parsed = radioTrackIntentSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data<RadioActionResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "add") {
      const track = await addRadioTrack(db, actor, input);
      return data<RadioActionResult>({ message: `${track.name} is on the radio` });
    }
    if (input.intent === "move") {
      const name = await moveRadioTrack(db, actor, input);
      return data<RadioActionResult>({ message: `${name} moved ${input.direction}` });
    }
    const name = await removeRadioTrack(db, actor, input.trackId);
    return data<RadioActionResult>({ message: `${name} is off the radio` });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.field ? { [error.field]: error.message } : undefined;
    return data<RadioActionResult>(
      { errors, formError: errors ? undefined : error.message },
      { status: appErrorStatus(error) },
    );
  }
}
