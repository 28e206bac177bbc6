import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type AlertKind, type PendingAlert, planDigest, unsubscribePath } from "~/core/djs/follower-alerts";
import type { Db } from "~server/db/client.server";
import { userAlertSettings, users } from "~server/db/schema";
import { alertDigestEmail } from "~server/mail/alert-emails.server";
import type { MailMessage } from "~server/mail/mailer.server";
import { unsubscribeToken } from "./alert-tokens.server";

export interface DigestDeps {
  send: (message: MailMessage) => Promise<void>;
  secret: string;
  publicUrl: string;
  brand: string;
  now?: Date;
  /** How long this digest holds its alert rows; a runner that dies mid-send leaves them to the next one after this. */
  claimMs?: number;
}

export type DigestOutcome = { sent: false; reason: "nothing" | "no-news" } | { sent: true; items: number };

/**
 * Sends one person their digest. The alert rows (unique per user, event and kind, written before any mail) are
 * claimed first — status "sending" with this digest's id — so a second runner never mails them too; then the
 * digest is planned (planDigest), sent, and the rows marked sent or skipped. A mail that fails puts them back to
 * "queued" and throws (the job retries with backoff): never lost. A runner killed after the claim leaves them
 * claimed until claimMs passes, then another digest takes them (at least once: the only possible double is a kill
 * between the SMTP server's acceptance and the next statement — decision 028).
 */
export async function sendAlertDigest(db: Db, userId: string, deps: DigestDeps): Promise<DigestOutcome> {
  const now = deps.now ?? new Date();
  const digestId = randomUUID();
  const until = new Date(now.getTime() + (deps.claimMs ?? 10 * 60_000)).toISOString();
  const claimed = await db.execute<{ id: string }>(sql`
    update follower_alerts set status = 'sending', claimed_until = ${until}::timestamptz, digest_id = ${digestId}
    where user_id = ${userId}
      and (status = 'queued' or (status = 'sending' and claimed_until < ${now.toISOString()}::timestamptz))
    returning id`);
  if (claimed.rows.length === 0) return { sent: false, reason: "nothing" };

  const [person] = await db
    .select({
      email: users.email,
      name: users.name,
      blocked: users.blocked,
      alertsEnabled: userAlertSettings.alertsEnabled,
    })
    .from(users)
    .leftJoin(userAlertSettings, eq(userAlertSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const rows = await db.execute<{
    alert_id: string;
    kind: AlertKind;
    id: string;
    event_id: string;
    name: string;
    status: string;
    starts_at: string | Date;
    ends_at: string | Date | null;
    time_zone: string;
    venue: string | null;
    location: string | null;
    because: string[] | null;
  }>(sql`
    select fa.id as alert_id, fa.kind, e.id, e.event_id, e.event_name as name, e.status, e.event_date as starts_at,
      e.end_date as ends_at, e.time_zone, e.venue, e.location,
      array(
        select d.display_name from event_lineup l
        join dj_profiles d on d.id = l.dj_profile_id
        join dj_follows f on f.dj_profile_id = d.id and f.user_id = fa.user_id
        where l.event_id = e.id order by l.position
      ) || array(
        select p.name from production_lines p
        join production_line_follows pf on pf.production_line_id = p.id and pf.user_id = fa.user_id
        where p.id = e.production_line_id
      ) as because
    from follower_alerts fa join mate_events e on e.id = fa.event_id
    where fa.digest_id = ${digestId}`);
  const announced = await db.execute<{ event_id: string }>(sql`
    select event_id from follower_alerts where user_id = ${userId} and kind = 'published' and status = 'sent'`);
  type Row = (typeof rows.rows)[number];
  const alerts: PendingAlert[] = rows.rows.map((r: Row) => ({
    alertId: r.alert_id,
    kind: r.kind,
    because: [...new Set(r.because ?? [])],
    event: {
      id: r.id,
      eventId: r.event_id,
      name: r.name,
      status: r.status,
      startsAt: new Date(r.starts_at),
      endsAt: r.ends_at ? new Date(r.ends_at) : null,
      timeZone: r.time_zone,
      venue: r.venue,
      location: r.location,
    },
  }));
  const mayMail = person && !person.blocked && person.alertsEnabled !== false;
  const plan = mayMail
    ? planDigest(alerts, new Set(announced.rows.map((r: { event_id: string }) => r.event_id)), now)
    : { items: [], sentIds: [], skippedIds: alerts.map((a) => a.alertId) };

  const mark = async (ids: string[], status: "sent" | "skipped") => {
    if (ids.length === 0) return;
    await db.execute(sql`
      update follower_alerts set status = ${status}, sent_at = ${status === "sent" ? now.toISOString() : null}::timestamptz,
        claimed_until = null
      where digest_id = ${digestId} and id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  };
  if (plan.items.length === 0 || !person) {
    await mark(plan.skippedIds, "skipped");
    return { sent: false, reason: "no-news" };
  }
  const message = alertDigestEmail({
    brand: deps.brand,
    publicUrl: deps.publicUrl,
    to: { email: person.email, name: person.name },
    items: plan.items,
    unsubscribeUrl: `${deps.publicUrl.replace(/\/+$/, "")}${unsubscribePath(unsubscribeToken(deps.secret, userId))}`,
    digestId,
  });
  try {
    await deps.send(message);
  } catch (error) {
    await db.execute(sql`
      update follower_alerts set status = 'queued', claimed_until = null, digest_id = null where digest_id = ${digestId}`);
    throw error;
  }
  await mark(plan.sentIds, "sent");
  await mark(plan.skippedIds, "skipped");
  return { sent: true, items: plan.items.length };
}
