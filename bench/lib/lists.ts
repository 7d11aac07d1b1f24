// The API's list endpoints at 50 connections on a seeded PostgreSQL database: team (5,000 members),
// notifications (100,000 for one user), a school's availability over a year, the schools directory
// (10,000 schools). The data is written with bulk SQL (`insert … select generate_series(…)`) straight into
// the bench database the app itself migrated; the users sign in through the API.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { CONNECTION_LOOKUPS } from "@quad/contract/api/connections";
import { APPLICATION_SORT_KEYS } from "@quad/contract/rules/application-list";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { LARGEST_APPLICATIONS, seedApplications } from "./applications.ts";
import {
  applicationToucher,
  type ColdFigure,
  type CsvFigure,
  measureCold,
  measureCsv,
} from "./applications-figures.ts";
import { LARGEST_CONNECTIONS, seedConnections } from "./connections.ts";
import {
  adminQuery,
  figures,
  load,
  type Measured,
  type Server,
  signIn,
  startServer,
  stopServer,
  type Tally,
  type Target,
  tally,
} from "./throughput.ts";
import { errorText, onInterrupt } from "./util.ts";
import { type RaceResult, race, seedRace, seedWebinars, WEBINAR_SESSIONS } from "./webinars.ts";

export const LIST_BENCHES = [
  "team",
  "notifications",
  "availability",
  "schools_list",
  "webinar_home",
  "webinar_category_events",
  "connections_list",
  "connection_lookups",
  "applications_list",
] as const;
export type ListBench = (typeof LIST_BENCHES)[number];
/** p95 targets in ms */
export const LIST_TARGETS: Record<ListBench, number> = {
  team: 30,
  notifications: 30,
  availability: 50,
  schools_list: 50,
  webinar_home: 50,
  webinar_category_events: 50,
  connections_list: 50,
  connection_lookups: 30,
  applications_list: 50,
};

export const TEAM_MEMBERS = 5000;
export const USER_NOTIFICATIONS = 100_000;
export const SCHOOLS = 10_000;

export interface ListOptions {
  databaseUrl: string;
  connections: number;
  /** measured seconds per variant, split into `rounds` turns */
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  /** seconds per variant at 1 connection (service time without queueing; 0 = not measured) */
  singleSeconds: number;
  benches: ListBench[];
  /** keep the database for EXPLAIN ANALYZE instead of dropping it */
  keepDatabase: boolean;
  /** run `webinar_capacity`: 200 guests registering at once for 50 seats */
  race: boolean;
  /** requests per applications_list variant right after a change (0: not measured) */
  coldRounds: number;
}

export interface ListVariant {
  bench: ListBench;
  label: string;
  /** a diagnostic variant: reported, not held to the target */
  diagnostic?: boolean;
  request: string;
  /** what the probe answer showed (proves the data is there) */
  probe: string;
  loaded: Measured;
  /** the same request at 1 connection */
  single: Measured | null;
  /** ms the app needed after each loaded run to serve what was still queued */
  drainMs: number[];
}

export interface ListsResult {
  database: string;
  seedSeconds: number;
  seeded: Record<string, number>;
  variants: ListVariant[];
  race?: RaceResult | { error: string };
  /** applications_list: each variant right after a change; one CSV of the largest institution's applications */
  applications?: { cold: ColdFigure[]; csv: CsvFigure | { error: string } };
}

interface Variant {
  bench: ListBench;
  label: string;
  diagnostic?: boolean;
  target: Target;
  check: (body: unknown) => string;
  loaded: Tally;
  single: Tally;
  /** how long the app took to serve the backlog after each loaded run */
  drainMs: number[];
}

const dayIso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => dayIso(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

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

const asObject = (body: unknown) => (body && typeof body === "object" ? (body as Record<string, unknown>) : {});
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 0);

function expectTotal(key: string, min: number, listKey: string) {
  return (body: unknown) => {
    const b = asObject(body);
    const total = Number(b[key]);
    if (!(total >= min)) throw new Error(`expected ${key} >= ${min}, got ${JSON.stringify(b[key])}`);
    const matched = b.matched ?? b.filter_count;
    return `${key} ${total}${matched !== undefined ? `, matched ${matched}` : ""}, ${lengthOf(b[listKey])} on the page`;
  };
}

/**
 * Starts the app on a fresh database, seeds the enabled lists, signs in, then measures every variant:
 * probe (must be 200 with the seeded totals), `singleSeconds` at 1 connection (service time, and the warm-up),
 * optional warm-up, then `rounds` turns at `connections` (variants take turns), each run followed by a drain.
 */
export async function measureLists(opts: ListOptions): Promise<ListsResult> {
  const want = new Set(opts.benches);
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  let server: Server<QuadReady> | undefined;
  const forget = onInterrupt(drop);
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  let connected = false;
  try {
    await adminQuery(opts.databaseUrl, `create database ${name}`);
    server = await startServer<QuadReady>("quad.ts", {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DATABASE_URL: dbUrl.toString(),
    });
    const ready = server.ready;
    const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
    await client.connect();
    connected = true;
    const q: Q = (text, values) =>
      client.query(text, values as unknown[]).catch((err: unknown) => {
        throw new Error(`seeding: ${errorText(err)} in: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
      });

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
    const raceData = opts.race ? await seedRace(q, universityId, admin.password_hash) : undefined;
    const leads =
      want.has("connections_list") || want.has("connection_lookups")
        ? await seedConnections(q, universityId)
        : undefined;
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

    const adminToken = await signIn(ready);
    // Asked the way the app asks in a browser, which accepts compressed answers (Chromium's header).
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const asAdmin = { authentication_token: adminToken, ...browser };
    const variants: Variant[] = [];
    const add = (
      bench: ListBench,
      label: string,
      target: Target,
      check: (body: unknown) => string,
      diagnostic = false,
    ) =>
      variants.push({
        bench,
        label,
        diagnostic,
        target,
        check,
        loaded: tally(target),
        single: tally(target),
        drainMs: [],
      });
    const post = (url: string, headers: Record<string, string>, body: unknown): Target => ({
      url,
      headers,
      method: "POST",
      body: JSON.stringify(body),
    });

    if (want.has("team")) {
      const url = `${base}/teams`;
      add("team", "{}", post(url, asAdmin, {}), expectTotal("total", TEAM_MEMBERS, "members"));
      add(
        "team",
        "member, search 'an', last_login desc",
        post(url, asAdmin, { role: "member", search_text: "an", sort_by: "last_login", sort_direction: "desc" }),
        expectTotal("total", TEAM_MEMBERS, "members"),
      );
    }
    if (want.has("notifications")) {
      const url = `${base}/users/${ready.userId}/notifications`;
      add("notifications", "{}", post(url, asAdmin, {}), expectTotal("total", USER_NOTIFICATIONS, "notifications"));
      add(
        "notifications",
        "unread Event, search 'visit'",
        post(url, asAdmin, { is_read: false, notification_type: "Event", search_text: "visit" }),
        expectTotal("total", USER_NOTIFICATIONS, "notifications"),
      );
    }
    if (school) {
      const schoolToken = await signIn({ port: ready.port, email: school.email, password: ready.password });
      const url = `${base}/schools/${school.schoolId}/availability?start_date=${yearStart}&end_date=${yearEnd}`;
      const days = (body: unknown) => {
        const data = asObject(asObject(body).data);
        const dates = Object.keys(data);
        const slots = dates.reduce((n, d) => n + lengthOf(data[d]), 0);
        if (dates.length < 200) throw new Error(`expected >= 200 dates with slots, got ${dates.length}`);
        return `${dates.length} dates, ${slots} slot-dates`;
      };
      const asSchool = { authentication_token: schoolToken };
      add("availability", "a year, as the school", { url, headers: { ...asSchool, ...browser } }, days);
      add("availability", "a year, as a university", { url, headers: asAdmin }, days);
      // The same year to a client that takes no compression: the cost of writing the full JSON.
      add("availability", "a year, as the school, uncompressed", { url, headers: asSchool }, days, true);
    }
    if (directory) {
      const url = `${base}/universities/${universityId}/schools_list`;
      const check = expectTotal("total", SCHOOLS, "schools");
      add("schools_list", "{}", post(url, asAdmin, {}), check);
      add(
        "schools_list",
        `3 countries, private_partner`,
        post(url, asAdmin, { country_ids: directory.countryIds, school_type: "private_partner" }),
        check,
      );
      add(
        "schools_list",
        "search 'high', open availability",
        post(url, asAdmin, { search_text: "high", open_availability: true }),
        check,
      );
    }

    if (webinarData) {
      const guestBase = `http://127.0.0.1:${ready.port}/api/v1/webinars`;
      const res = await fetch(`${guestBase}/sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "guest1@bench.test", password: ready.password }),
      });
      const guestToken = ((await res.json()) as { data?: { authToken?: string } }).data?.authToken;
      if (res.status !== 200 || !guestToken) throw new Error(`guest sign-in failed: ${res.status}`);
      const asGuest = { authentication_token: guestToken, ...browser };
      const tabs = (body: unknown) => {
        const b = asObject(body);
        const n = (k: string) => lengthOf(b[k]);
        if (n("upcoming") !== 8 || n("past") !== 8)
          throw new Error(`expected 8 upcoming and 8 past, got ${n("upcoming")}, ${n("past")}`);
        return `current ${n("current")}, upcoming ${n("upcoming")}, past ${n("past")}`;
      };
      if (want.has("webinar_home")) {
        const url = `${guestBase}/categories/trending_session_hash`;
        add("webinar_home", "a visitor", { url, headers: browser }, tabs);
        add("webinar_home", "a signed-in guest", { url, headers: asGuest }, tabs);
      }
      if (want.has("webinar_category_events")) {
        const url = `${guestBase}/categories/${webinarData.categoryId}/events?tab=upcoming&page_no=1`;
        const check = expectTotal("total", WEBINAR_SESSIONS / 5 - 100, "sessions");
        add("webinar_category_events", "upcoming, page 1, a visitor", { url, headers: browser }, check);
        add("webinar_category_events", "upcoming, page 1, a signed-in guest", { url, headers: asGuest }, check);
      }
    }

    if (leads) {
      const url = `${base}/connections`;
      const check = expectTotal("total", LARGEST_CONNECTIONS / 2, "connections");
      if (want.has("connections_list")) {
        add("connections_list", "students, no filter", { url: `${url}?user_type=student`, headers: asAdmin }, check);
        const three = `country_ids=${leads.countryId}&graduation_years=2027&activity_types=${encodeURIComponent("Attended a session")}`;
        add(
          "connections_list",
          "students, three filters",
          { url: `${url}?user_type=student&${three}`, headers: asAdmin },
          check,
        );
        add(
          "connections_list",
          "students, search 'garcia'",
          { url: `${url}?user_type=student&search_text=garcia`, headers: asAdmin },
          check,
        );
      }
      if (want.has("connection_lookups")) {
        const options = (body: unknown) => {
          const n = lengthOf(asObject(body).options);
          if (n < 1) throw new Error("expected options");
          return `${n} options`;
        };
        for (const lookup of CONNECTION_LOOKUPS) {
          add("connection_lookups", lookup, { url: `${url}/${lookup}?user_type=student`, headers: asAdmin }, options);
        }
      }
    }

    if (applicants) {
      const url = `${base}/student_applications`;
      const check = expectTotal("data_count", LARGEST_APPLICATIONS, "applications");
      const list = (label: string, body: Record<string, unknown>) =>
        add("applications_list", label, post(url, asAdmin, body), check);
      list("upcoming, no filter", {});
      list("past tab", { tab: "past" });
      list("three filters", {
        filters: {
          country_ids: [applicants.countryId],
          status: ["submitted", "in_review"],
          program_ids: [applicants.programId],
        },
      });
      list("search 'garcia'", { search_text: "garcia" });
      for (const key of APPLICATION_SORT_KEYS) {
        list(`sort ${key} asc`, { sort_params: { sort_by: key, sort_direction: "asc" } });
      }
    }

    const send = async (t: Target, timeoutMs: number) => {
      const res = await fetch(t.url, {
        method: t.method ?? "GET",
        headers: t.body === undefined ? t.headers : { ...t.headers, "content-type": "application/json" },
        ...(t.body === undefined ? {} : { body: t.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    };
    // autocannon stops at the end of its time with up to `connections` requests still queued in the app;
    // the app goes on serving them. One more request of the same kind (the database pool is first in,
    // first out) returns once that backlog is served, so the next measurement starts on an idle server.
    const drain = async (v: Variant) => {
      const t0 = performance.now();
      await send(v.target, 120_000).catch(() => undefined);
      v.drainMs.push(Math.round(performance.now() - t0));
    };
    const probes = new Map<Variant, string>();
    for (const v of variants) {
      try {
        const t = v.target;
        const { status, text } = await send(t, 60_000);
        if (status !== 200) throw new Error(`${t.method ?? "GET"} ${t.url} answered ${status}: ${text}`);
        probes.set(v, v.check(JSON.parse(text)));
        // 1 connection first: the service time without queueing, and the warm-up of the path
        if (opts.singleSeconds > 0) await load(t, 1, opts.singleSeconds, v.single);
        if (opts.warmupSeconds > 0) {
          await load(t, opts.connections, opts.warmupSeconds);
          await drain(v);
        }
      } catch (err) {
        v.loaded.error = errorText(err);
      }
    }
    const slice = opts.seconds / opts.rounds;
    for (let round = 0; round < opts.rounds; round++) {
      for (const v of variants) {
        if (v.loaded.error) continue;
        try {
          await load(v.target, opts.connections, slice, v.loaded);
          await drain(v);
        } catch (err) {
          v.loaded.error = errorText(err);
        }
      }
    }
    let applicationsOutcome: ListsResult["applications"];
    if (applicants) {
      const touch = await applicationToucher(q, universityId);
      const cold = await measureCold(
        variants
          .filter((v) => v.bench === "applications_list" && !v.loaded.error)
          .map((v) => ({ label: v.label, send: () => send(v.target, 60_000) })),
        touch,
        opts.coldRounds,
      );
      const csv = await measureCsv({
        q,
        partnerId: universityId,
        serverPid: server.child.pid ?? 0,
        origin: `http://127.0.0.1:${ready.port}`,
        url: `${base}/student_applications`,
        headers: asAdmin,
      }).catch((err: unknown) => ({ error: errorText(err) }));
      applicationsOutcome = { cold, csv };
    }
    let raceOutcome: ListsResult["race"];
    if (raceData) {
      raceOutcome = await race(q, ready.port, raceData.webinarId, ready.password).catch((err: unknown) => ({
        error: errorText(err),
      }));
    }
    if (server.child.exitCode !== null) {
      for (const v of variants) v.loaded.error ??= `app server exited during the run\n${server.tail}`;
    }
    return {
      database: `PostgreSQL ${dbUrl.host}, fresh database ${name} (${opts.keepDatabase ? "KEPT: drop it yourself" : "dropped after"})`,
      seedSeconds,
      seeded,
      variants: variants.map((v) => ({
        bench: v.bench,
        label: v.label,
        diagnostic: v.diagnostic,
        request: `${v.target.method ?? "GET"} ${v.target.url.replace(/^http:\/\/[^/]+/, "")}${v.target.body ? ` ${v.target.body}` : ""}`,
        probe: probes.get(v) ?? "",
        loaded: figures(v.loaded),
        single: opts.singleSeconds > 0 && v.single.requests > 0 ? figures(v.single) : null,
        drainMs: v.drainMs,
      })),
      race: raceOutcome,
      applications: applicationsOutcome,
    };
  } finally {
    if (connected) await client.end().catch(() => undefined);
    await stopServer(server);
    forget();
    if (!opts.keepDatabase) {
      await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
    }
  }
}
