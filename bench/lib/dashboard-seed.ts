// The dashboard bench's data: the connections bench's seed, schools and visits, list-state history, the rollups
// rebuilt; then a random other institution with an admin, beside the largest.
import { performance } from "node:perf_hooks";
import type { QuadReady } from "../servers/quad.ts";
import { rebuildDashboardRollups, seedConnections, seedStateChanges, setDashboardTriggers } from "./connections.ts";
import { type Q, round1 } from "./dashboard-results.ts";

/** The default region filter (spec 2 §9, decision 050): Eastern Asia and South-eastern Asia. */
const DEFAULT_REGIONS = [11, 12];
const SCHOOLS = 200;

/**
 * Schools the connections study at (students of every institution, 200 schools), and the largest institution's
 * visits to some of them: 30 past and 10 upcoming (recommended schools, visits by country); one connection in
 * fifty made in the last 30 days (new connections). Written with the rollup triggers off like the rest of the seed.
 */
async function seedSchools(q: Q, universityId: number) {
  const countries = await q(
    `select array_agg(id order by id) ids from countries where code in ('US','GB','IN','CN','JP','KR','SG','VN','CA','AU')`,
  );
  const ids = countries.rows[0]?.ids as number[];
  const schools = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone, country_id, school_type)
     select 'School', 'Bench High School ' || g, 'active', now(), now(), 'Europe/London', ($1::int[])[1 + g % 10],
            (array['public_partner','private_partner','international'])[1 + g % 3]
     from generate_series(1, $2::int) g returning id`,
    [ids, SCHOOLS],
  );
  const schoolIds = schools.rows.map((r) => Number(r.id));
  await setDashboardTriggers(q, false);
  try {
    await q(
      `update connections set school_partner_id = ($1::int[])[1 + id % $2::int]
       where user_type = 'student' and id % 3 <> 0`,
      [schoolIds, SCHOOLS],
    );
    // The connections seed ends 30 days ago: one in fifty was made in the last 30 days (new connections).
    await q(
      `update connections set created_at = now() - (id % 30) * interval '1 day' - interval '1 hour',
         first_activity_at = now() - (id % 30) * interval '1 day' - interval '1 hour'
       where id % 50 = 0`,
    );
  } finally {
    await setDashboardTriggers(q, true);
  }
  await q(
    `insert into events (school_partner_id, university_partner_id, event_date, start_minute, end_minute, timezone, status,
       school_changed_at, university_changed_at, created_at, updated_at)
     select ($2::int[])[1 + g * 3], $1, (current_date + (case when g < 30 then -10 * (g + 1) else 3 * (g - 29) end))::date,
            600, 645, 'Europe/London', 'confirm', now() - interval '60 days', now() - interval '60 days',
            now() - interval '60 days', now() - interval '60 days'
     from generate_series(0, 39) g`,
    [universityId, schoolIds],
  );
}

/**
 * Seeds (connections and activities with the triggers off, schools and visits, list-state history, rollups
 * rebuilt) and picks the institutions measured; `salt` makes the pick of the other one random per run.
 */
export async function seedDashboard(q: Q, ready: QuadReady, salt: string) {
  const t0 = performance.now();
  const admin = (await q("select partner_id, password_hash from users where id = $1", [ready.userId])).rows[0] as {
    partner_id: number;
    password_hash: string;
  };
  const largestId = admin.partner_id;
  await seedConnections(q, largestId);
  await seedSchools(q, largestId);
  const stateChanges = await seedStateChanges(q);
  const rebuildMs = await rebuildDashboardRollups(q);
  await q("vacuum analyze");
  const seedSeconds = round1((performance.now() - t0) / 1000);
  const seeded: Record<string, number> = { connection_state_changes: stateChanges };
  for (const table of [
    "partners",
    "connections",
    "activities",
    "events",
    "dashboard_connection_counts",
    "dashboard_connection_years",
    "dashboard_state_months",
    "dashboard_activity_days",
  ]) {
    seeded[table] = Number((await q(`select count(*) as n from ${table}`)).rows[0]?.n);
  }

  // A random other institution (every other one holds about the same number), with an admin to sign in as.
  const mid = (
    await q(
      `select partner_id as id, count(*)::int as n from connections where partner_id <> $1
       group by 1 order by md5(partner_id::text || $2) limit 1`,
      [largestId, salt],
    )
  ).rows[0] as { id: number; n: number };
  const midEmail = "bench-mid-admin@quad.test";
  await q(
    `insert into users (partner_id, email, first_name, last_name, password_hash, role, status, email_confirmed_at,
       privacy_policy_accepted_at)
     values ($1, $2, 'Mid', 'Admin', $3, 'admin', 'active', now(), now())`,
    [mid.id, midEmail, admin.password_hash],
  );
  const largestCount = Number(
    (await q("select count(*) as n from connections where partner_id = $1", [largestId])).rows[0]?.n,
  );
  const institutions = [
    { label: "largest", id: largestId, connections: largestCount, email: ready.email },
    { label: "random other", id: mid.id, connections: mid.n, email: midEmail },
  ];
  const regionCountries = (
    await q(
      "select array_agg(country_id order by country_id) ids from region_countries where region_id = any($1::int[])",
      [DEFAULT_REGIONS],
    )
  ).rows[0]?.ids as number[] | null;
  const countryIds = regionCountries ?? [];
  return { largestId, rebuildMs, seedSeconds, seeded, institutions, countryIds };
}
