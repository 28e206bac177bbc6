// Types of the gig widget's helpers (gigs.js is plain JavaScript, served as it is: decision 061).
export function widgetTarget(
  read: (name: string) => string | null,
  origin?: string,
): { api: string; page: string } | null;
export function widgetLimit(value: string | null | undefined): number;
export function gigWhen(localDate: string, localTime?: string | null): string;
export function gigWhere(event: { venue?: string | null; location?: string | null }): string;
export class BoothGigs {}
