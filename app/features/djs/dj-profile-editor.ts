import type { FormResult } from "~/core/forms/form-result";

/** What the DJ profile editor's action answers: form errors and kept values, or a notice and the time of the save. */
export type DjEditResult = FormResult & { savedAt?: number };

/** The photo input sits in the photo panel but belongs to the profile form (its `form` attribute). */
export const DJ_PROFILE_FORM_ID = "dj-profile-form";
