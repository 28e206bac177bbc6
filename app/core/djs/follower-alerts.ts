/**
 * Follower alerts: when an event is published, moves to another date or is cancelled, everyone who
 * follows a DJ on its lineup or its production line hears about it in one daily digest mail at 09:00 UTC.
 * Pure rules: when digests are due, what a digest says, and the shape of the tokens in its links.
 */

export const ALERT_KINDS = ["published", "date_changed", "cancelled"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Digests go out once a day at this hour, UTC. */
export const DIGEST_HOUR_UTC = 9;

/** The next digest time strictly after `now` (today's 09:00 UTC if not yet reached, else tomorrow's). */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** The UTC day a digest run belongs to, e.g. "2026-11-27" (the key that makes one daily job per day). */
export function digestDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export interface PendingAlert {
  alertId: string;
  kind: AlertKind;
  event: {
    id: string;
    eventId: string;
    name: string;
    /** The event's status now (it may have changed again since the alert was queued). */
    status: string;
    startsAt: Date;
    endsAt: Date | null;
    timeZone: string;
    venue: string | null;
    location: string | null;
  };
  /** Why this person hears about it: the DJs they follow on the lineup, or the production line. */
  because: string[];
}

export interface DigestItem {
  kind: AlertKind;
  event: PendingAlert["event"];
  because: string[];
}

export interface DigestPlan {
  items: DigestItem[];
  /** Alert rows the mail answers (shown, or folded into a shown item). */
  sentIds: string[];
  /** Alert rows that are no longer news (over, withdrawn, or announced and cancelled before anyone was told). */
  skippedIds: string[];
}

/**
 * What one person's digest says, from their queued alerts. One item per event:
 * - cancelled wins when the person was told about the event before (an earlier digest); if the announcement and
 *   the cancellation are both still queued, neither is news and both are skipped;
 * - a new date queued together with the announcement is folded into it (the announcement shows the current date);
 * - events that are over, or no longer public (back to draft), are skipped.
 * `alreadyAnnounced` holds the event uuids this person got a "published" mail for earlier.
 */
export function planDigest(
  alerts: readonly PendingAlert[],
  alreadyAnnounced: ReadonlySet<string>,
  now: Date,
): DigestPlan {
  const byEvent = new Map<string, PendingAlert[]>();
  for (const alert of alerts) {
    const list = byEvent.get(alert.event.id) ?? [];
    list.push(alert);
    byEvent.set(alert.event.id, list);
  }
  const plan: DigestPlan = { items: [], sentIds: [], skippedIds: [] };
  for (const group of byEvent.values()) {
    const ids = group.map((a) => a.alertId);
    const event = group[0].event;
    const because = [...new Set(group.flatMap((a) => a.because))];
    const kinds = new Set(group.map((a) => a.kind));
    const over = (event.endsAt ?? event.startsAt).getTime() < now.getTime();
    let kind: AlertKind | null = null;
    if (over) kind = null;
    else if (event.status === "cancelled") {
      kind = alreadyAnnounced.has(event.id) && kinds.has("cancelled") ? "cancelled" : null;
    } else if (event.status === "published") {
      if (kinds.has("published")) kind = "published";
      else if (kinds.has("date_changed")) kind = "date_changed";
    }
    if (kind) {
      plan.items.push({ kind, event, because });
      plan.sentIds.push(...ids);
    } else plan.skippedIds.push(...ids);
  }
  plan.items.sort((a, b) => a.event.startsAt.getTime() - b.event.startsAt.getTime());
  return plan;
}

/** The subject of a digest: its one item, or a count. */
export function digestSubject(items: readonly DigestItem[]): string {
  if (items.length === 1) {
    const [item] = items;
    if (item.kind === "cancelled") return `Cancelled: ${item.event.name}`;
    if (item.kind === "date_changed") return `New date: ${item.event.name}`;
    return `New event: ${item.event.name}`;
  }
  return `${items.length} updates from the DJs and production lines you follow`;
}

/** The label of an item in the digest. */
export function digestItemLabel(kind: AlertKind): string {
  return kind === "cancelled" ? "Cancelled" : kind === "date_changed" ? "New date" : "New event";
}

// ───────────── Tokens ─────────────

/** A personal feed token: 32 random-looking bytes, base64url (43 characters). */
export function isFeedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** An unsubscribe token: "{userId}.{signature}", the signature 43 base64url characters. */
export function parseUnsubscribeToken(value: string): { userId: string; signature: string } | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0 || value.length > 200) return null;
  const userId = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  return { userId, signature };
}

export function unsubscribePath(token: string): string {
  return `/alerts/unsubscribe/${token}`;
}
