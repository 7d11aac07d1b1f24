// The webinar guest area on PostgreSQL: 10,000 sessions and 1,000,000 registrations written with bulk SQL,
// and 200 signed-in guests registering at once for one session of capacity 50 (exactly 50 must get a seat).
import { performance } from "node:perf_hooks";
import type pg from "pg";

export const WEBINAR_SESSIONS = 10_000;
export const WEBINAR_GUESTS = 100_000;
/** Guests racing for the capacity session, and its seats. */
export const RACE_GUESTS = 200;
export const RACE_CAPACITY = 50;

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

const guestColumns = `email, first_name, last_name, role, country_id, city, date_of_birth, graduation_year,
  institute_name, required_fields_filled, password_hash, person_id`;

/**
 * Five categories; 10,000 published sessions (some drafts and cancelled ones besides) of the admin's
 * university and 20 others, spread from 240 days ago to 160 days ahead (so about 60 % ended, a few live,
 * the rest upcoming), a fifth with a capacity; 100,000 guests; ~1,000,000 registrations (20–180 a session:
 * a seat, the waiting list past the capacity, one in twenty cancelled).
 */
export async function seedWebinars(q: Q, universityId: number, hash: string) {
  await q(
    `insert into webinar_categories (name, description, position)
     select c, 'Bench category ' || c, i from unnest(array['Study in the UK', 'Study in the US', 'Scholarships',
       'Engineering', 'Medicine']) with ordinality as t(c, i)`,
  );
  const hosts = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone)
     select 'University', 'Webinar University ' || g, 'active', now(), now(), 'Europe/London'
     from generate_series(1, 20) g returning id`,
  );
  const hostIds = [universityId, ...hosts.rows.map((r) => Number(r.id))];
  await q(
    `with cat as (select array_agg(id order by id) ids from webinar_categories)
     insert into webinars (partner_id, title, description, start_time, end_time, timezone, join_url, category_id,
                           capacity, status, cancelled_at, is_recording_available, recording_url, speakers)
     select ($1::int[])[1 + g % 21],
            (array['Undergraduate admissions', 'Life on campus', 'Scholarships explained', 'Student visas',
                   'Choosing a major', 'Meet the faculty'])[1 + g % 6] || ' ' || g,
            'A live session with the admissions team, number ' || g,
            now() - interval '240 days' + g * interval '57 minutes' + (g % 4) * interval '1 minute',
            now() - interval '240 days' + g * interval '57 minutes' + (1 + g % 2) * interval '1 hour',
            'Europe/London', 'https://meet.example.test/' || g, cat.ids[1 + g % 5],
            case when g % 5 = 0 then 50 + g % 450 end,
            case when g % 50 = 7 then 'draft' else 'published' end,
            case when g % 50 = 9 then now() - interval '300 days' end,
            g % 3 = 0, case when g % 3 = 0 then 'https://video.example.test/' || g end,
            '[{"name": "Admissions team"}]'::jsonb
     from generate_series(1, $2::int) g cross join cat`,
    [hostIds, WEBINAR_SESSIONS],
  );
  await q(
    `insert into webinar_users (${guestColumns})
     select 'guest' || g || '@bench.test', 'Guest', 'Number ' || g,
            (array['student', 'student', 'student', 'parent', 'counselor'])[1 + g % 5],
            (select id from countries where code = 'US'), 'Boston', date '2008-01-01' + g % 700, 2027 + g % 3,
            'Bench High School', true, $1, null
     from generate_series(1, $2::int) g`,
    [hash, WEBINAR_GUESTS],
  );
  await q(
    `insert into webinar_registrations (webinar_id, partner_id, webinar_user_id, status, waitlisted_at, cancelled_at,
                                        registered_at, is_attending)
     select w.id, w.partner_id, gu.first + (w.rn * 7919 + g * 13) % $1,
            case when g % 20 = 0 then 'cancelled' when g > coalesce(w.capacity, 1000000) then 'waitlisted'
                 else 'registered' end,
            case when g % 20 <> 0 and g > coalesce(w.capacity, 1000000) then w.start_time - interval '1 day' end,
            case when g % 20 = 0 then w.start_time - interval '2 days' end,
            w.start_time - interval '10 days' + g * interval '1 minute', g % 7 <> 0
     from (select id, partner_id, capacity, start_time, row_number() over (order by id) - 1 as rn from webinars) w
     cross join (select min(id) as first from webinar_users where email like 'guest%@bench.test') gu
     cross join lateral generate_series(1, 20 + (w.rn * 37 % 161)::int) g`,
    [WEBINAR_GUESTS],
  );
  const { rows } = await q(
    `select w.category_id as id from webinars w where w.status = 'published' and w.start_time > now()
     group by w.category_id order by count(*) desc limit 1`,
  );
  return { categoryId: Number(rows[0]?.id) };
}

/** The 200 racing guests (complete profiles, the admin's password) and the session of capacity 50 they race for. */
export async function seedRace(q: Q, universityId: number, hash: string) {
  await q(
    `insert into webinar_users (${guestColumns})
     select 'racer' || g || '@bench.test', 'Racer', 'Number ' || g, 'student',
            (select id from countries where code = 'US'), 'Boston', date '2008-05-01', 2027, 'Bench High School',
            true, $1, null
     from generate_series(1, $2::int) g`,
    [hash, RACE_GUESTS],
  );
  const { rows } = await q(
    `insert into webinars (partner_id, title, start_time, end_time, timezone, join_url, capacity, category_id)
     values ($1, 'The capacity race', now() + interval '3 days', now() + interval '3 days 1 hour', 'Europe/London',
             'https://meet.example.test/race', $2, (select min(id) from webinar_categories)) returning id`,
    [universityId, RACE_CAPACITY],
  );
  return { webinarId: Number(rows[0]?.id) };
}

export interface RaceResult {
  guests: number;
  capacity: number;
  /** ms from the first request sent to the last answer */
  wallMs: number;
  answers: Record<string, number>;
  registered: number;
  waitlisted: number;
  /** latency of each register answer, ms */
  p50Ms: number;
  maxMs: number;
  signInSeconds: number;
}

/**
 * Signs the 200 racers in through POST /api/v1/webinars/sessions, then sends their 200 registrations at once
 * and counts the seats in the database.
 */
export async function race(q: Q, port: number, webinarId: number, password: string): Promise<RaceResult> {
  const base = `http://127.0.0.1:${port}/api/v1/webinars`;
  const t0 = performance.now();
  const tokens: string[] = [];
  // Eight at a time: each sign-in verifies an argon2 hash.
  for (let i = 0; i < RACE_GUESTS; i += 8) {
    const batch = Array.from({ length: Math.min(8, RACE_GUESTS - i) }, (_, k) => i + k + 1);
    const answers = await Promise.all(
      batch.map(async (n) => {
        const res = await fetch(`${base}/sessions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `racer${n}@bench.test`, password }),
        });
        const body = (await res.json()) as { data?: { authToken?: string } };
        if (res.status !== 200 || !body.data?.authToken) throw new Error(`racer ${n} sign-in: ${res.status}`);
        return body.data.authToken;
      }),
    );
    tokens.push(...answers);
  }
  const signInSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const start = performance.now();
  const latencies: number[] = [];
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const sent = performance.now();
      const res = await fetch(`${base}/events/${webinarId}/register`, {
        method: "POST",
        headers: { "content-type": "application/json", authentication_token: token },
        body: JSON.stringify({ is_attending: true }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      return res.status;
    }),
  );
  const wallMs = Math.round(performance.now() - start);
  const answers: Record<string, number> = {};
  for (const s of statuses) answers[s] = (answers[s] ?? 0) + 1;
  const { rows } = await q(
    `select count(*) filter (where status = 'registered')::int as registered,
            count(*) filter (where status = 'waitlisted')::int as waitlisted
     from webinar_registrations where webinar_id = $1`,
    [webinarId],
  );
  latencies.sort((a, b) => a - b);
  return {
    guests: RACE_GUESTS,
    capacity: RACE_CAPACITY,
    wallMs,
    answers,
    registered: Number(rows[0]?.registered),
    waitlisted: Number(rows[0]?.waitlisted),
    p50Ms: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
    maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
    signInSeconds,
  };
}
