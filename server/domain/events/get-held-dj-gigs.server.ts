import { heldScopedEvents } from "./held-scoped-events.server";
import { listDjGigs } from "./list-dj-gigs.server";

/** A DJ page's Upcoming and Past gigs, held like the DJ's row (a render that misses the page cache skips the queries). */
export const getHeldDjGigs = heldScopedEvents(listDjGigs);
