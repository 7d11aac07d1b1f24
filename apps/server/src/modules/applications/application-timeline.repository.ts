import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** One entry of an application's timeline as the database gives it. */
export interface TimelineRow {
  id: string;
  source: "application" | "engagement";
  kind: string;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_kind: string;
  document_id: number | null;
  occurred_at: Date | string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * GET student_applications/{id}/activities' rows: the application's history (every change: who, when, from, to,
 * note) and the person's activities with the institution (webinars, visits, profile views, applying…), newest
 * first, so one person's path from webinar to deposit reads as one timeline (issue 13 §3); the page and the total.
 */
export async function applicationTimeline(
  db: Db,
  v: { partnerId: number; applicationId: number; personId: number; page: number; perPage: number },
) {
  const union = sql`
    select 'event-' || e.id as id, 'application' as source, e.kind, e.from_value, e.to_value, e.note,
      u.id as actor_id, u.first_name as actor_first_name, u.last_name as actor_last_name, e.actor_kind,
      e.document_id, e.created_at as occurred_at, e.id as seq
    from student_application_events e left join users u on u.id = e.actor_user_id
    where e.application_id = ${v.applicationId} and e.partner_id = ${v.partnerId}
    union all
    select 'activity-' || ac.id, 'engagement', ac.kind, null, null, ac.note,
      u.id, u.first_name, u.last_name, case when ac.created_by is null then 'applicant' else 'staff' end,
      null, ac.occurred_at, ac.id
    from activities ac left join users u on u.id = ac.created_by and u.partner_id = ${v.partnerId}
    where ac.partner_id = ${v.partnerId} and ac.person_id = ${v.personId}`;
  const rows = rowsOf<TimelineRow>(
    await db.execute(sql`select * from (${union}) t
      order by occurred_at desc, source asc, seq desc
      limit ${v.perPage} offset ${(v.page - 1) * v.perPage}`),
  );
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) t`));
  return { rows, total: Number(total?.n ?? 0) };
}
