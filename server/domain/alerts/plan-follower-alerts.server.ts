import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";

const BATCH = 500;

/**
 * Turns recorded event changes (event_changes, written by a trigger on mate_events) into follower_alerts rows: one
 * per follower of a public DJ on the lineup or of the production line, who followed before the change, has alerts
 * on and is not blocked. The unique (user_id, event_id, kind) row means the same news is never queued twice (an
 * event published, withdrawn and published again). Changes are claimed with SKIP LOCKED, so two runners planning
 * at once split the work. Returns how many alert rows were added.
 */
export async function planFollowerAlerts(db: Db): Promise<number> {
  let added = 0;
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const changes = await tx.execute<{ id: string }>(sql`
        select id from event_changes where planned_at is null order by created_at limit ${BATCH} for update skip locked`);
      if (changes.rows.length === 0) return { changes: 0, added: 0 };
      const ids = sql.join(
        changes.rows.map((r: { id: string }) => sql`${r.id}::uuid`),
        sql`, `,
      );
      const inserted = await tx.execute<{ id: string }>(sql`
        with changed as (select id, event_id, kind, created_at from event_changes where id in (${ids})),
        followers as (
          select f.user_id, c.event_id, c.kind
          from changed c
          join event_lineup l on l.event_id = c.event_id
          join dj_profiles d on d.id = l.dj_profile_id and d.active and d.verification_status in ('verified', 'mate')
          join dj_follows f on f.dj_profile_id = d.id and f.created_at <= c.created_at
          union
          select f.user_id, c.event_id, c.kind
          from changed c
          join mate_events e on e.id = c.event_id
          join production_line_follows f on f.production_line_id = e.production_line_id and f.created_at <= c.created_at
        )
        insert into follower_alerts (user_id, event_id, kind)
        select fo.user_id, fo.event_id, fo.kind from followers fo
        join users u on u.id = fo.user_id and not u.blocked
        where not exists (select 1 from user_alert_settings s where s.user_id = fo.user_id and not s.alerts_enabled)
        on conflict (user_id, event_id, kind) do nothing
        returning id`);
      await tx.execute(sql`update event_changes set planned_at = now() where id in (${ids})`);
      return { changes: changes.rows.length, added: inserted.rows.length };
    });
    added += result.added;
    if (result.changes < BATCH) return added;
  }
}
