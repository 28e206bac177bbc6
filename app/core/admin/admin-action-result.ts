/** What an admin page's fetcher action answers; the page turns it into a toast. */
export type AdminActionResult = { ok: true; message: string } | { ok: false; error: string };
