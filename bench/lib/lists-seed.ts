// The data of the list benches, written with bulk SQL (`insert … select generate_series(…)`) straight into the
// bench database the app itself migrated.
import { performance } from "node:perf_hooks";
import type pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { seedApplications } from "./applications.ts";
import { seedConnections } from "./connections.ts";
import { type ListBench, SCHOOLS, TEAM_MEMBERS, USER_NOTIFICATIONS } from "./lists-benches.ts";
import { seedRace, seedWebinars } from "./webinars.ts";

const dayIso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => dayIso(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

export type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

async function one<T>(q: Q, text: string, values?: unknown[]): Promise<T> {
  const { rows } = await q(text, values);
  if (!rows[0]) throw new Error(`no row from: ${text.slice(0, 80)}`);
  return rows[0] as T;
}

/** 4,999 more users in the admin's university (5,000 in all), some invited, deactivated, with regions. */
async function seedTeam(q: Q, universityId: number, hash: string) {
  await q(
    `insert into users (partner_id, email, password_hash, first_name, last_name, role, status, designation,
                        phone_country_code, phone, email_confirmed_at, privacy_policy_accepted_at, last_login, created_at)
     select $1, 'member' || g || '@bench-university.test',
            case when g % 12 = 0 then null else $2 end,
            (array['Anna','Brian','Chen','Dana','Ethan','Fatima','Hannah','Ivan','Juan','Kiran','Liam','Maria',
                   'Noah','Olivia','Priya','Ryan','Sofia','Tom','Yuki','Zainab'])[1 + g % 20],
            (array['Anderson','Brown','Garcia','Hansen','Ivanova','Johnson','Khan','Lee','Martin','Nguyen',
                   'Patel','Rossi','Smith','Tanaka','Okafor','Muller'])[1 + (g * 7) % 16],
            (array['member','member','member','admission_officer','admin'])[1 + g % 5],
            case when g % 10 = 0 then 'deactivated' else 'active' end,
            case when g % 3 = 0 then 'Admissions counsellor' end,
            case when g % 2 = 0 then '+1' end, case when g % 2 = 0 then lpad((5550000 + g)::text, 10, '2') end,
            case when g % 12 = 0 then null else now() - (g % 700) * interval '1 day' end,
            case when g % 12 = 0 then null else now() - (g % 700) * interval '1 day' end,
            case when g % 12 = 0 or g % 7 = 0 then null else now() - (g % 2000) * interval '3 hours' end,
            now() - (g % 900) * interval '1 day'
     from generate_series(1, $3::int) g`,
    [universityId, hash, TEAM_MEMBERS - 1],
  );
  await q(
    `insert into user_regions (user_id, region_id)
     select u.id, r.id from users u
     join (select id, row_number() over (order by id) - 1 as rn from regions) r
       on r.rn = u.id % (select count(*) from regions)
     where u.partner_id = $1 and u.id % 3 = 0`,
    [universityId],
  );
}

/** 100,000 notifications for the admin (6 types, 30 % unread, a year of history) and 20 per other member. */
async function seedNotifications(q: Q, userId: number, universityId: number) {
  const rows = `with t(i, type, templates) as (values
      (0, 'Event', array['%s confirmed your visit', '%s requested a visit on your campus',
                         'Your visit with %s was rescheduled', '%s cancelled the event',
                         'Please rate your visit to %s']),
      (1, 'StudentApplication', array['New application from a student of %s', 'An application to %s changed status']),
      (2, 'PartnerProgram', array['%s published a new partner program', '%s updated a partner program']),
      (3, 'WebinarCategory', array['%s scheduled a webinar', 'The webinar of %s starts in one hour']),
      (4, 'Connection', array['%s wants to connect', '%s accepted your connection request']),
      (5, 'Team', array['%s added a member to the team', 'Your role at %s changed'])),
    n(names) as (values (array['Lincoln High School', 'Riverside Academy', 'Oak Ridge Prep',
                               'Maple International School', 'Summit College', 'Lakeside Secondary',
                               'Northgate School', 'Westview High']))`;
  const columns = `insert into notifications
      (user_id, partner_id, notification_type, message, sub_message, institute_name, is_read, created_at)`;
  const values = `t.type, format(t.templates[1 + (g / 6) % array_length(t.templates, 1)], n.names[1 + (g / 7) % 8]),
      case when g % 4 = 0 then 'Open your calendar for the details' end, n.names[1 + (g / 7) % 8],
      g % 10 >= 3, now() - g * interval '5 minutes'`;
  await q(
    `${rows} ${columns} select $1, $2, ${values} from generate_series(1, $3::int) g cross join n join t on t.i = g % 6`,
    [userId, universityId, USER_NOTIFICATIONS],
  );
  await q(
    `${rows} ${columns} select u.id, u.partner_id, ${values}
     from users u cross join generate_series(1, 20) g cross join n join t on t.i = (g + u.id) % 6
     where u.partner_id = $1 and u.id <> $2`,
    [universityId, userId],
  );
}

/**
 * One school with a year of weekly slots (two terms of 3 slots a weekday, Mon–Fri, capacity 3), ~30 % of
 * slot dates booked, and a third of those held by the university.
 */
async function seedAvailability(q: Q, universityId: number, hash: string, start: string, end: string) {
  const { id: schoolId } = await one<{ id: number }>(
    q,
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone, country_id, school_type, city)
     values ('School', 'Bench High School', 'active', now(), now(), 'America/Chicago',
             (select id from countries where code = 'US'), 'public_partner', 'Chicago') returning id`,
  );
  const email = "bench-school@quad.test";
  const { id: userId } = await one<{ id: number }>(
    q,
    `insert into users (partner_id, email, password_hash, first_name, last_name, role, status, email_confirmed_at,
                        privacy_policy_accepted_at)
     values ($1, $2, $3, 'School', 'Admin', 'admin', 'active', now(), now()) returning id`,
    [schoolId, email, hash],
  );
  const mid = addDays(start, 182);
  await q(
    `insert into availabilities (partner_id, start_date, end_date, created_by)
     values ($1, $2::date, $3::date, $6), ($1, $4::date, $5::date, $6)`,
    [schoolId, start, addDays(mid, -1), mid, end, userId],
  );
  await q(
    `insert into availability_slots (availability_id, partner_id, day, start_minute, end_minute, capacity, start_date, end_date)
     select a.id, a.partner_id, d, m, m + 60, 3, a.start_date, a.end_date
     from availabilities a cross join generate_series(1, 5) d cross join unnest(array[540, 660, 840]) m
     where a.partner_id = $1`,
    [schoolId],
  );
  await q(
    `insert into slot_bookings (slot_id, event_date, booked)
     select s.id, dt::date, 1 + (s.id + extract(doy from dt)::int) % 3
     from availability_slots s cross join generate_series(s.start_date, s.end_date, interval '1 day') dt
     where s.partner_id = $1 and extract(isodow from dt) = s.day and (s.id * 7 + extract(doy from dt)::int) % 10 < 3`,
    [schoolId],
  );
  await q(
    `insert into events (school_partner_id, university_partner_id, slot_id, event_date, start_minute, end_minute,
                         timezone, status, holds_capacity)
     select $1, $2, b.slot_id, b.event_date, s.start_minute, s.end_minute, 'America/Chicago',
            case when b.event_date < current_date then 'confirm' else 'pending' end, 1
     from slot_bookings b join availability_slots s on s.id = b.slot_id
     where s.partner_id = $1 and (b.slot_id + extract(doy from b.event_date)::int) % 3 = 0`,
    [schoolId, universityId],
  );
  return { schoolId, email };
}

/**
 * 10,000 schools (60 % in the states of ten countries, the rest spread over every country; three types;
 * every size), 20 % with five weekly slots in the booking window (a fifth of those fully booked), visits
 * and feedback from 20 other universities and from the admin's.
 */
async function seedSchools(q: Q, universityId: number) {
  const { before } = await one<{ before: number }>(q, "select coalesce(max(id), 0) as before from partners");
  await q(
    `with st as (
       select s.id, s.country_id, row_number() over (order by s.id) - 1 as rn
       from states s join countries c on c.id = s.country_id
       where c.code in ('US', 'IN', 'GB', 'CA', 'AU', 'CN', 'DE', 'NG', 'BR', 'AE')),
     co as (select id, row_number() over (order by id) - 1 as rn from countries),
     sz as (select array_agg(id order by id) as ids from school_sizes)
     insert into partners (institute_type, name, status, registered_at, approved_at, country_id, state_id, city,
                           school_size_id, school_type, ceeb_code, timezone)
     select 'School',
            (array['Lincoln', 'Washington', 'Riverside', 'Oak Ridge', 'Maple', 'Summit', 'Lakeside', 'Hillcrest',
                   'St. Mary''s', 'Greenwood', 'Westview', 'Northgate', 'Highland', 'Cedar', 'Kingsway'])[1 + g % 15]
              || ' ' || (array['High School', 'Academy', 'International School', 'Secondary School',
                               'Preparatory School', 'College', 'Senior High'])[1 + (g / 15) % 7]
              || ' ' || (g / 105 + 1),
            'active', case when g % 5 = 0 then null else now() - g * interval '1 hour' end, now(),
            coalesce(st.country_id, co.id), st.id, 'City ' || (g % 400),
            sz.ids[1 + g % array_length(sz.ids, 1)],
            (array['public_partner', 'private_partner', 'international'])[1 + (g / 3) % 3],
            lpad((100000 + g * 7)::text, 6, '0'), 'America/New_York'
     from generate_series(1, $1::int) g cross join sz
     left join st on st.rn = case when g % 10 < 6 then g % (select count(*) from st) end
     join co on co.rn = (g * 7) % (select count(*) from co)`,
    [SCHOOLS],
  );
  const schools = `p.id > ${Number(before)} and p.institute_type = 'School'`;
  await q(
    `insert into availabilities (partner_id, start_date, end_date)
     select p.id, current_date - 30, current_date + 150 from partners p where ${schools} and p.id % 5 = 1`,
  );
  await q(
    `insert into availability_slots (availability_id, partner_id, day, start_minute, end_minute, capacity, start_date, end_date)
     select a.id, a.partner_id, d, 600 + (a.partner_id % 4) * 60, 660 + (a.partner_id % 4) * 60, 2, a.start_date, a.end_date
     from availabilities a join partners p on p.id = a.partner_id cross join generate_series(1, 5) d where ${schools}`,
  );
  await q(
    `insert into slot_bookings (slot_id, event_date, booked)
     select s.id, dt::date, case when p.id % 25 = 1 then 2 else 1 end
     from availability_slots s join partners p on p.id = s.partner_id
     cross join generate_series(current_date, current_date + 84, interval '1 day') dt
     where ${schools} and extract(isodow from dt) = s.day and (p.id % 25 = 1 or (s.id + extract(doy from dt)::int) % 4 = 0)`,
  );
  await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone)
     select 'University', 'Other University ' || g, 'active', now(), now(), 'America/New_York'
     from generate_series(1, 20) g`,
  );
  // past confirmed visits: other universities at a quarter of the schools, the admin's at a tenth
  await q(
    `insert into events (school_partner_id, university_partner_id, event_date, start_minute, end_minute, timezone, status)
     select p.id, coalesce(u.id, $1), current_date - 1 - p.id % 300, 600, 660, 'America/New_York', 'confirm'
     from partners p
     left join (select id, row_number() over (order by id) - 1 as rn from partners where name like 'Other University %') u
       on u.rn = p.id % 20 and p.id % 4 = 0
     where ${schools} and (p.id % 4 = 0 or p.id % 10 = 3)`,
    [universityId],
  );
  // upcoming visits of the admin's university at schools with slots
  await q(
    `insert into events (school_partner_id, university_partner_id, event_date, start_minute, end_minute, timezone, status)
     select p.id, $1, current_date + 7 + p.id % 30, 600, 660, 'America/New_York',
            (array['requested', 'pending', 'confirm'])[1 + p.id % 3]
     from partners p where ${schools} and p.id % 50 = 1`,
    [universityId],
  );
  // feedback on every past visit of the other universities, on half of the admin's (the rest is pending)
  await q(
    `insert into event_feedbacks (event_id, school_partner_id, university_partner_id, rating, comment, created_at)
     select e.id, e.school_partner_id, e.university_partner_id, 1 + e.id % 5,
            case when e.id % 3 = 0 then 'Well organised visit, engaged students' end, e.event_date + 1
     from events e join partners p on p.id = e.school_partner_id
     where ${schools} and e.status = 'confirm' and e.event_date < current_date
       and (e.university_partner_id <> $1 or p.id % 20 = 3)`,
    [universityId],
  );
  const { rows } = await q(
    `select country_id from partners p where ${schools} and school_type = 'private_partner'
     group by country_id order by count(*) desc limit 3`,
  );
  return { countryIds: rows.map((r) => Number(r.country_id)) };
}

/** Seeds what the wanted benches read (and the race), then counts the rows of every table they read. */
export async function seedLists(q: Q, ready: QuadReady, want: ReadonlySet<ListBench>, withRace: boolean) {
  const t0 = performance.now();
  const admin = await one<{ partner_id: number; password_hash: string }>(
    q,
    "select partner_id, password_hash from users where id = $1",
    [ready.userId],
  );
  const universityId = admin.partner_id;
  if (want.has("team") || want.has("notifications")) await seedTeam(q, universityId, admin.password_hash);
  if (want.has("notifications")) await seedNotifications(q, ready.userId, universityId);
  const yearStart = addDays(dayIso(new Date()), -182);
  const yearEnd = addDays(yearStart, 364);
  const school = want.has("availability")
    ? await seedAvailability(q, universityId, admin.password_hash, yearStart, yearEnd)
    : undefined;
  const directory = want.has("schools_list") ? await seedSchools(q, universityId) : undefined;
  const webinarData =
    want.has("webinar_home") || want.has("webinar_category_events")
      ? await seedWebinars(q, universityId, admin.password_hash)
      : undefined;
  const raceData = withRace ? await seedRace(q, universityId, admin.password_hash) : undefined;
  const leads =
    want.has("connections_list") || want.has("connection_lookups") ? await seedConnections(q, universityId) : undefined;
  const applicants = want.has("applications_list") ? await seedApplications(q, universityId) : undefined;
  await q("vacuum analyze");
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const seeded: Record<string, number> = {};
  for (const table of [
    "users",
    "notifications",
    "partners",
    "availability_slots",
    "slot_bookings",
    "events",
    "event_feedbacks",
    "webinars",
    "webinar_users",
    "webinar_registrations",
    "connections",
    "activities",
    "programs",
    "student_applications",
  ]) {
    seeded[table] = Number((await one<{ n: string }>(q, `select count(*) as n from ${table}`)).n);
  }
  return {
    universityId,
    yearStart,
    yearEnd,
    school,
    directory,
    webinarData,
    raceData,
    leads,
    applicants,
    seedSeconds,
    seeded,
  };
}
export type SeededLists = Awaited<ReturnType<typeof seedLists>>;
