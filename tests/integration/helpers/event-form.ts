/** A day `days` from now, as the event form's date field takes it (YYYY-MM-DD). */
export const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The mate's "create event" form as a browser without JavaScript posts it: a night in Berlin, 30 days from now. */
export function eventFormFields(name: string): Record<string, string> {
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
  };
}
