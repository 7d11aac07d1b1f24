// Direct apply's student applications on PostgreSQL at the scale of issue 13 §4: 500,000 applications across
// 1,000 institutions, the largest (the admin's university) holding 100,000 — the CSV figure downloads all of them.
// Written with bulk SQL into the tables the app migrated.
import type pg from "pg";

/** A quick check of the seed and the answers at a fraction of the scale: BENCH_APPLICATIONS_FRACTION=0.02. */
const FRACTION = Math.min(1, Math.max(0.001, Number(process.env.BENCH_APPLICATIONS_FRACTION ?? 1) || 1));
const scaled = (n: number) => Math.max(1, Math.round(n * FRACTION));
export const APPLICATION_INSTITUTIONS = 1_000;
export const LARGEST_APPLICATIONS = scaled(100_000);
export const ALL_APPLICATIONS = scaled(500_000);
const PROGRAMS_EACH = 5;
const SCHOOLS = 300;
const OTHERS_EACH = Math.floor((ALL_APPLICATIONS - LARGEST_APPLICATIONS) / (APPLICATION_INSTITUTIONS - 1));

/** An attribute of applicant n: its own hash of n (salt), 0 ≤ value < m, independent of the other attributes. */
const pick = (n: string, salt: number, m: number) => `((hashint4(${n} * 64 + ${salt}) & 2147483647) % ${m})`;

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export interface ApplicationsSeed {
  countryId: number;
  programId: number;
  schoolId: number;
}

/**
 * The other 999 universities, 300 schools, five programs per institution with two intake rounds and four
 * courses each, then the applications: every status, result, fee status and UCAS choice, submitted over two
 * years, with start dates on both sides of today (both tabs), documents dated on four in five.
 */
export async function seedApplications(q: Q, universityId: number): Promise<ApplicationsSeed> {
  const others = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone)
     select 'University', 'Apply University ' || g, 'active', now(), now(), 'Europe/London'
     from generate_series(1, $1::int) g returning id`,
    [APPLICATION_INSTITUTIONS - 1],
  );
  const partnerIds = [universityId, ...others.rows.map((r) => Number(r.id))];
  const schools = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone)
     select 'School', 'Applicant School ' || g, 'active', now(), now(), 'Asia/Singapore'
     from generate_series(1, $1::int) g returning id`,
    [SCHOOLS],
  );
  const schoolIds = schools.rows.map((r) => Number(r.id));
  await q(
    `insert into programs (partner_id, university_id, name, status, program_type, currency, min_cost, max_cost,
                           application_fee, description)
     select pid, pid,
            (array['Engineering', 'Business', 'Medicine', 'Law', 'Computer Science'])[1 + k] || ' '
              || (array['BSc', 'BA', 'MSc', 'MBA', 'LLB'])[1 + k],
            (array['active', 'active', 'active', 'inactive', 'draft'])[1 + k], 'undergraduate', 'GBP',
            20000, 30000, 75, 'A program of the bench'
     from unnest($1::int[]) pid cross join generate_series(0, $2::int - 1) k`,
    [partnerIds, PROGRAMS_EACH],
  );
  await q(
    `insert into program_intake_rounds (program_id, name, start_date, opening_date, deadline, position)
     select p.id, (array['Autumn intake', 'Spring intake'])[1 + r],
            current_date - 180 + r * 365, current_date - 400 + r * 365, current_date - 240 + r * 365, r
     from programs p cross join generate_series(0, 1) r`,
  );
  await q(
    `insert into program_courses (program_id, name, position)
     select p.id, (array['Major A', 'Major B', 'Major C', 'Major D'])[1 + c], c
     from programs p cross join generate_series(0, 3) c`,
  );
  await q(`insert into people (email) select 'applicant' || g || '@bench.test' from generate_series(1, $1::int) g`, [
    LARGEST_APPLICATIONS,
  ]);
  // The table's indexes are dropped for the bulk insert and made again after it (their definitions as migrated):
  // building an index once is far quicker than growing it row by row (the trigram index above all).
  const indexes = (
    await q(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = 'student_applications' and indexname <> 'student_applications_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await q(`drop index "${i.indexname}"`);
  // The largest institution's applicants are people 1..100,000; each other takes 400 of them, spread. Each
  // attribute is its own hash of the applicant's number (pick), so the filters are independent of one another.
  await q(
    `with p as (select min(id) as first from people where email like 'applicant%@bench.test'),
          c as (select array_agg(id order by id) ids from countries where code in
                ('US','GB','IN','CN','CA','AU','DE','FR','BR','NG','KE','JP','KR','MX','ES','IT','NL','SG','AE','VN')),
          pairs as (
            select $1::int as partner_id, g - 1 as n from generate_series(1, $2::int) g
            union all
            select pid, ((k * 7919 + j) % $2::int)::int from unnest($3::int[]) with ordinality as o(pid, k)
              cross join generate_series(0, $4::int - 1) j),
          progs as (select partner_id, array_agg(id order by id) ids from programs group by partner_id),
          apps as (
            select pairs.partner_id, pairs.n, progs.ids[1 + ${pick("pairs.n", 1, PROGRAMS_EACH)}] as program_id,
                   ${pick("pairs.n", 2, 2)} as round,
                   (array['submitted','submitted','in_review','in_review','decided','decided','completed','withdrawn'])
                     [1 + ${pick("pairs.n", 3, 8)}] as status
            from pairs join progs on progs.partner_id = pairs.partner_id)
     insert into student_applications (partner_id, program_id, intake_round_id, course_id, person_id, first_name,
       last_name, email, country_id, school_partner_id, school_name, status, result, status_changed_at, start_date,
       fee_status, fee_waived, is_deposit_paid, choice, is_new, document_upload_date, submitted_at, updated_at)
     select apps.partner_id, apps.program_id,
       (select min(r.id) + apps.round from program_intake_rounds r where r.program_id = apps.program_id),
       (select min(pc.id) + ${pick("apps.n", 4, 4)} from program_courses pc where pc.program_id = apps.program_id),
       p.first + apps.n,
       (array['Ana','Ben','Chen','Dara','Eli','Fatima','Gus','Hana','Ivan','Jia','Kofi','Lena'])[1 + ${pick("apps.n", 5, 12)}],
       (array['Smith','Garcia','Wang','Patel','Okafor','Kim','Novak','Silva','Mensah','Tanaka','Jones'])[1 + ${pick("apps.n", 6, 11)}],
       'applicant' || (apps.n + 1) || '@bench.test', c.ids[1 + ${pick("apps.n", 7, 20)}],
       case when ${pick("apps.n", 8, 3)} <> 0 then ($5::int[])[1 + ${pick("apps.n", 9, SCHOOLS)}] end,
       case when ${pick("apps.n", 8, 3)} <> 0 then 'Applicant School ' || (1 + ${pick("apps.n", 9, SCHOOLS)})
            else 'Home schooled' end,
       apps.status,
       case when apps.status in ('decided', 'completed')
            then (array['admitted','conditional_offer','waitlisted','rejected'])[1 + ${pick("apps.n", 10, 4)}] end,
       now() - ${pick("apps.n", 11, 60)} * interval '1 day',
       current_date - 180 + apps.round * 365,
       (array['paid','unpaid','waived'])[1 + ${pick("apps.n", 12, 3)}], ${pick("apps.n", 13, 3)} = 2,
       case when apps.status = 'completed' then true end,
       case when ${pick("apps.n", 14, 5)} = 0 then (array['firm','insurance','declined'])[1 + ${pick("apps.n", 15, 3)}] end,
       ${pick("apps.n", 16, 10)} = 0,
       case when ${pick("apps.n", 17, 5)} <> 0 then now() - ${pick("apps.n", 18, 300)} * interval '1 day' end,
       now() - ${pick("apps.n", 19, 700)} * interval '1 day' - ${pick("apps.n", 20, 1440)} * interval '1 minute', now()
     from apps cross join p cross join c`,
    [universityId, LARGEST_APPLICATIONS, partnerIds.slice(1), OTHERS_EACH, schoolIds],
  );
  for (const i of indexes) await q(i.indexdef);
  const { rows } = await q(
    `select (select min(id) from countries where code = 'IN') as country,
            (select min(id) from programs where partner_id = $1) as program,
            $2::int as school`,
    [universityId, schoolIds[1]],
  );
  return {
    countryId: Number(rows[0]?.country),
    programId: Number(rows[0]?.program),
    schoolId: Number(rows[0]?.school),
  };
}
