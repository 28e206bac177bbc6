import { eventFormSchema } from "~/core/events/event-form";
import { type FieldErrors, fieldErrorsOf } from "~/core/forms/form-result";

/** A day `days` from now, as the event form's date field takes it (YYYY-MM-DD). */
export const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The mate's "create event" form as a browser without JavaScript posts it: a night in Berlin, 30 days from now. */
export function eventFormFields(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name,
    date: futureDate(30),
    startTime: "22:00",
    endTime: "04:00",
    timeZone: "Europe/Berlin",
    venueId: "",
    venue: "Tresor",
    location: "Berlin, Germany",
    productionLineId: "",
    ticketUrl: "",
    description: "Doors at 22:00.",
    lineup: JSON.stringify([{ djProfileId: null, name: "Guest Friend" }]),
    ...overrides,
  };
}

/**
 * The field errors the event form's action answers for these values (it runs eventFormSchema first, the one check
 * of an event's shape; nothing is read or written when it refuses). `mode` is what the server decides: "create"
 * for a new event, "edit" for an existing one.
 */
export function formErrors(fields: Record<string, string>, mode: "create" | "edit" = "create"): FieldErrors {
  const parsed = eventFormSchema.safeParse({ ...fields, mode });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}
