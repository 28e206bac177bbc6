import type { FormResult } from "~/core/forms/form-result";
import { nothingSaved } from "~/core/forms/form-result";
import type { ClashWarning } from "./lineup-clash";

/** What an event form shows when its lineup clashes: the warnings, and why some distances were not measured. */
export interface ClashPanel {
  warnings: ClashWarning[];
  notes: string[];
}

/** An event form's answer: the usual form result, and the clash warnings when the lineup clashes. */
export type EventFormResult = FormResult & { clashes?: ClashPanel };

/** Above the form when its lineup clashes: nothing was stored; save anyway with a reason, or change the lineup. */
export function clashFormError(count: number): string {
  return nothingSaved(
    `${count === 1 ? "A lineup DJ is" : "Lineup DJs are"} booked elsewhere: see the warning below, then change the lineup or save anyway with a reason.`,
  );
}
