// Connections on PostgreSQL at the scale of issue 11 §5: 1,000,000 connections and 10,000,000 activities across
// 2,000 institutions, the largest (the admin's university) holding 80,000, written with bulk SQL.
import { performance } from "node:perf_hooks";
import type pg from "pg";

/** A quick check of the seed and the answers at a fraction of the scale: BENCH_CONNECTIONS_FRACTION=0.01. */
const FRACTION = Math.min(1, Math.max(0.001, Number(process.env.BENCH_CONNECTIONS_FRACTION ?? 1) || 1));
const scaled = (n: number) => Math.max(1, Math.round(n * FRACTION));
export const CONNECTION_INSTITUTIONS = 2_000;
export const LARGEST_CONNECTIONS = scaled(80_000);
export const ALL_CONNECTIONS = scaled(1_000_000);
export const ACTIVITIES_PER_CONNECTION = 10;
const PEOPLE = scaled(600_000);
const OTHERS_EACH = Math.floor((ALL_CONNECTIONS - LARGEST_CONNECTIONS) / (CONNECTION_INSTITUTIONS - 1));

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * People, the 1,999 other universities, the largest university's 300 webinars in five categories, the
 * connections with their profiles spread over two years, and ten activities each. The activities trigger
 * (which makes connections from activities one statement at a time) is switched off while the rows that
 * already carry their connections are written, then on again.
 */
export async function seedConnections(q: Q, universityId: number) {
  // The dashboard's rollup triggers (decision 050) would aggregate each bulk statement's million rows in one
  // array; they are off while the seed writes, and `rebuildDashboardRollups` recomputes the rollups after it.
  await setDashboardTriggers(q, false);
  try {
    return await seedConnectionRows(q, universityId);
  } finally {
    await setDashboardTriggers(q, true);
  }
}

/** The statement triggers that keep the dashboard's rollups (migration 0030). */
export const DASHBOARD_TRIGGERS = [
  ["connections", "connections_dashboard_insert"],
  ["connections", "connections_dashboard_update"],
  ["connections", "connections_dashboard_delete"],
  ["activities", "activities_dashboard_insert"],
  ["activities", "activities_dashboard_delete"],
  ["connection_state_changes", "connection_state_changes_dashboard"],
] as const;

export async function setDashboardTriggers(q: Q, on: boolean) {
  for (const [table, trigger] of DASHBOARD_TRIGGERS)
    await q(`alter table ${table} ${on ? "enable" : "disable"} trigger ${trigger}`);
}

/**
 * List-state history over two years for every connection on a list (the dashboard's added-to-list and
 * applicant trends), written with the rollup triggers off like the rest of the seed: the first list a
 * connection went on some weeks after it was made, and the later states (applying, applied, offered) months
 * after. Returns the rows written.
 */
export async function seedStateChanges(q: Q): Promise<number> {
  await setDashboardTriggers(q, false);
  try {
    const { rowCount } = await q(
      `with c as (select id, list_state, created_at, list_state in ('applying', 'applied', 'offered') as later
                  from connections where list_state is not null and disconnected_at is null),
            s as (
              select id, null as from_state, case when later then 'shortlisted' else list_state end as to_state,
                     created_at + (7 + id % 40) * interval '1 day' as at from c
              union all
              select id, 'shortlisted', list_state, created_at + (60 + id % 120) * interval '1 day' from c where later)
       insert into connection_state_changes (connection_id, from_state, to_state, changed_at)
       select id, from_state, to_state, least(now() - interval '1 day', at) from s`,
    );
    return rowCount ?? 0;
  } finally {
    await setDashboardTriggers(q, true);
  }
}

/** `dashboard_rollups_rebuild()` after the bulk seed; its wall time in ms. */
export async function rebuildDashboardRollups(q: Q): Promise<number> {
  const t0 = performance.now();
  await q("select dashboard_rollups_rebuild()");
  return Math.round(performance.now() - t0);
}

async function seedConnectionRows(q: Q, universityId: number) {
  await q(`insert into people (email) select 'lead' || g || '@bench.test' from generate_series(1, $1::int) g`, [
    PEOPLE,
  ]);
  const others = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone)
     select 'University', 'Lead University ' || g, 'active', now(), now(), 'Europe/London'
     from generate_series(1, $1::int) g returning id`,
    [CONNECTION_INSTITUTIONS - 1],
  );
  const partnerIds = [universityId, ...others.rows.map((r) => Number(r.id))];
  await q(
    `insert into webinar_categories (name, description, position)
     select 'Leads category ' || g, 'Bench', 100 + g from generate_series(1, 5) g`,
  );
  await q(
    `insert into webinars (partner_id, title, start_time, end_time, timezone, category_id, status)
     select $1, (array['Open day', 'Scholarships', 'Student life', 'Visas', 'Engineering'])[1 + g % 5] || ' ' || g,
            now() - interval '700 days' + g * interval '2 days', now() - interval '700 days' + g * interval '2 days' + interval '1 hour',
            'Europe/London', (select min(id) + g % 5 from webinar_categories where name like 'Leads category %'), 'published'
     from generate_series(1, 300) g`,
    [universityId],
  );
  // The largest institution's connections are people 1..80,000; the others' take 460 people each, spread.
  await q(
    `with p as (select min(id) as first from people where email like 'lead%@bench.test'),
          c as (select array_agg(id order by id) ids from countries where code in
                ('US','GB','IN','CN','CA','AU','DE','FR','BR','NG','KE','JP','KR','MX','ES','IT','NL','SG','AE','VN')),
          pairs as (
            select $1::int as partner_id, g - 1 as n from generate_series(1, $2::int) g
            union all
            select pid, ((k * 7919 + j) % $3::int)::int from unnest($4::int[]) with ordinality as o(pid, k)
              cross join generate_series(0, $5::int - 1) j)
     insert into connections (partner_id, person_id, user_type, source, list_state, next_step, access_tier, first_name,
       last_name, email, gender, date_of_birth, country_id, state, city, citizenship_ids, graduation_year, status,
       academic_interests, course_interests, scores, school_name, school_state, school_city, activities_count,
       first_activity_at, last_activity_at, changed_at, viewed_at, created_at, updated_at)
     select pairs.partner_id, p.first + pairs.n,
       (array['student','student','student','student','guardian','guardian','counsellor'])[1 + pairs.n % 7],
       (array['webinar','webinar','webinar','visit','profile_view'])[1 + pairs.n % 5],
       (array[null,null,null,null,'shortlisted','longlisted','applying','applied','offered'])[1 + pairs.n % 9],
       (array[null,'send_information','invite_to_event','schedule_call','follow_up'])[1 + pairs.n % 5],
       (array['free','free','paid','no_access'])[1 + pairs.n % 4],
       (array['Ana','Ben','Chen','Dara','Eli','Fatima','Gus','Hana','Ivan','Jia','Kofi','Lena'])[1 + pairs.n % 12],
       (array['Smith','Garcia','Wang','Patel','Okafor','Kim','Novak','Silva','Mensah','Tanaka','Jones'])[1 + (pairs.n / 12) % 11],
       'lead' || (pairs.n + 1) || '@bench.test', (array['female','male','other'])[1 + pairs.n % 3],
       date '2004-01-01' + (pairs.n % 2500), c.ids[1 + pairs.n % 20], 'State ' || pairs.n % 40, 'City ' || pairs.n % 300,
       array[c.ids[1 + (pairs.n / 3) % 20]], 2025 + pairs.n % 6, (array['Interested','Engaged','Cold'])[1 + pairs.n % 3],
       array[(array['Engineering','Business','Medicine','Arts','Law','Computer science'])[1 + pairs.n % 6]],
       array[(array['BSc','BA','MSc','MBA'])[1 + pairs.n % 4]], '{"sat": 1300}'::jsonb,
       'School ' || pairs.n % 5000, 'State ' || pairs.n % 40, 'City ' || pairs.n % 300, $6::int,
       now() - interval '730 days' + (pairs.n % 700) * interval '1 day',
       now() - interval '30 days' + (pairs.n % 29) * interval '1 day',
       now() - interval '30 days' + (pairs.n % 29) * interval '1 day',
       case when pairs.n % 3 = 0 then null else now() end,
       now() - interval '730 days' + (pairs.n % 700) * interval '1 day', now()
     from pairs cross join p cross join c`,
    [universityId, LARGEST_CONNECTIONS, PEOPLE, partnerIds.slice(1), OTHERS_EACH, ACTIVITIES_PER_CONNECTION],
  );
  await q(
    `insert into lead_categories (partner_id, name)
     select $1, n from unnest(array['Athletes', 'Scholarship candidates', 'Hot leads', 'Transfers']) n`,
    [universityId],
  );
  await q(
    `update connections c set lead_category_id = l.ids[1 + c.id % 4]
     from (select array_agg(id order by id) ids from lead_categories where partner_id = $1) l
     where c.partner_id = $1 and c.id % 5 = 0`,
    [universityId],
  );
  await q("alter table activities disable trigger activities_connections");
  try {
    await q(
      `with w as (select array_agg(id order by id) ids from webinars where partner_id = $1)
       insert into activities (person_id, partner_id, kind, webinar_id, duration_seconds, occurred_at)
       select c.person_id, c.partner_id,
              (array['registered','attended','viewed_recording','registered','watched_video','attended','visit_signup',
                     'registered','profile_view','attended'])[1 + k],
              case when c.partner_id = $1 and k in (0, 1, 2, 3, 5, 7, 9) then w.ids[1 + (c.id + k) % 300] end,
              case when k in (1, 5, 9) then 600 + (c.id % 50) * 60 end,
              c.first_activity_at + k * interval '3 days'
       from connections c cross join w cross join generate_series(0, $2::int - 1) k`,
      [universityId, ACTIVITIES_PER_CONNECTION],
    );
  } finally {
    await q("alter table activities enable trigger activities_connections");
  }
  // What the trigger keeps on each connection (decision 049): the kinds and webinars of its activities.
  await q(
    `update connections c set activity_kinds = n.kinds, webinar_ids = n.wids
     from (select partner_id, person_id, array_agg(distinct kind) as kinds,
                  coalesce(array_agg(distinct webinar_id) filter (where webinar_id is not null), '{}') as wids
           from activities group by 1, 2) n
     where c.partner_id = n.partner_id and c.person_id = n.person_id`,
  );
  const { rows } = await q(
    `select (select min(id) from countries where code = 'IN') as country,
            (select title from webinars where partner_id = $1 order by id limit 1) as title`,
    [universityId],
  );
  return { countryId: Number(rows[0]?.country), eventTitle: String(rows[0]?.title) };
}
