import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { connections } from "../modules/connections/connections.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { countries } from "../modules/reference/reference.table.ts";
import { users } from "../modules/users/users.table.ts";
import { events } from "../modules/visits/visits.table.ts";
import {
  activities,
  people,
  webinarCategories,
  webinarRegistrations,
  webinars,
  webinarUsers,
} from "../modules/webinars/webinars.table.ts";
import { demoPersonActivities } from "./demo-connection-activities.ts";
import { BATCH, COUNTRY_WEIGHTS, DAY, SESSION_TITLES } from "./demo-connection-data.ts";
import { seedDemoTeamWork } from "./demo-connection-work.ts";
import { DEMO_RECORDING_URL } from "./demo-sessions.ts";
import { cityOf, FIRST_NAMES, LAST_NAMES, MAJORS, mailbox } from "./names.ts";
import type { Random } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The demo university's leads (issue 11 §5): thousands of students, guardians and counsellors who took part
 * in two years of its webinars and visits. The people sign up as guests and their registrations and
 * activities are written as the real writers write them (bulk inserts of the same rows); the activities
 * trigger (decision 042) makes the connections. Staff then work them through the connections repository
 * the API uses: list states with their history, lead categories, next steps, notes and calls, guardian
 * consents, a few withdrawals, and what the team has already seen (badges).
 */
export async function seedDemoConnections(
  tx: Tx,
  random: Random,
  opts: {
    now: Date;
    universityEmail: string;
    people: number;
    /** Its past sessions over the two years (default 48, two a month). */
    sessions?: number;
    /** Where the people's addresses are (default leads.example): one domain per university keeps them apart. */
    mailDomain?: string;
  },
) {
  const [admin] = await tx
    .select({ id: users.id, partner_id: users.partner_id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.email, opts.universityEmail));
  if (!admin || opts.people <= 0) return;
  const partnerId = admin.partner_id;
  const nowMs = opts.now.getTime();
  const start = nowMs - 730 * DAY;

  const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const countryCode = new Map(countryRows.map((c) => [c.id, c.code]));
  const countryWeights = COUNTRY_WEIGHTS.filter((c) => countryId.has(c.value)).map((c) => ({
    weight: c.weight,
    value: countryId.get(c.value) as number,
  }));
  const schools = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.institute_type, "School"))
    .orderBy(asc(partners.id))
    .limit(120);
  const categories = await tx
    .select({ id: webinarCategories.id })
    .from(webinarCategories)
    .orderBy(asc(webinarCategories.position), asc(webinarCategories.id));
  const visits = await tx
    .select({ id: events.id, school_partner_id: events.school_partner_id })
    .from(events)
    .where(eq(events.university_partner_id, partnerId))
    .orderBy(asc(events.id));
  // Students of the schools the university visits (or has asked to) study there more often than elsewhere:
  // its recommended schools to visit list those schools, past and upcoming, beside ones it never visited.
  const visited = [...new Set(visits.map((v) => v.school_partner_id))];
  const schoolPool = [...schools.map((s) => s.id), ...visited.flatMap((id) => Array<number>(12).fill(id))];

  // Two years of past sessions, two a month (or as many as asked, spread over the two years).
  const sessionCount = opts.sessions ?? 48;
  const spacing = opts.sessions === undefined ? 15 : 730 / sessionCount;
  const sessionRows = Array.from({ length: sessionCount }, (_, i) => {
    const startTime = new Date(start + (i + 0.5) * spacing * DAY + random.int(0, 10) * 60 * 60 * 1000);
    return {
      partner_id: partnerId,
      title: `${SESSION_TITLES[i % SESSION_TITLES.length]} (${startTime.toISOString().slice(0, 7)})`,
      start_time: startTime,
      end_time: new Date(startTime.getTime() + 60 * 60 * 1000),
      timezone: "America/New_York",
      join_url: "https://meet.example.test/quad-university",
      category_id: categories.length ? random.pick(categories).id : null,
      ...(random.chance(0.6) ? { is_recording_available: true, recording_url: DEMO_RECORDING_URL } : {}),
      status: "published",
    };
  });
  const sessions = await tx
    .insert(webinars)
    .values(sessionRows)
    .returning({ id: webinars.id, start_time: webinars.start_time });

  // The people, as guests who signed up (no sign-in of their own: they registered through a form).
  const thisYear = opts.now.getUTCFullYear();
  const guestRows = Array.from({ length: opts.people }, (_, i) => {
    const role = random.weighted([
      { weight: 72, value: "student" as const },
      { weight: 20, value: "parent" as const },
      { weight: 8, value: "counselor" as const },
    ]);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const student = role === "student";
    const age = random.int(14, 19);
    const birthYear = thisYear - age;
    const school = schoolPool.length && random.chance(0.55) ? random.pick(schoolPool) : null;
    const country = random.weighted(countryWeights);
    return {
      email: `${mailbox(first, last)}.${i + 1}@${opts.mailDomain ?? "leads.example"}`,
      first_name: first,
      last_name: last,
      role,
      school_partner_id: student || role === "counselor" ? school : null,
      institute_name: school === null && student ? `${random.pick(LAST_NAMES)} High School` : null,
      graduation_year: student ? thisYear + Math.max(0, 18 - age) + random.int(0, 1) : null,
      date_of_birth: student
        ? `${birthYear}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`
        : null,
      country_id: country,
      // Their city, as the sign-up form asks for it (in turn among their country's, so the draws stay as they were).
      city: cityOf(countryCode.get(country) ?? "", i),
      citizenship_country_id: random.chance(0.8) ? country : random.weighted(countryWeights),
      gender: random.pick(["male", "female", "other"] as const),
      phone: random.chance(0.7) ? `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}` : null,
      academic_interests: student ? [random.pick(MAJORS), ...(random.chance(0.4) ? [random.pick(MAJORS)] : [])] : [],
      scores: (student && random.chance(0.5)
        ? { sat: String(random.int(105, 160) * 10), gpa: `${random.int(28, 40) / 10}` }
        : {}) as Record<string, string>,
      required_fields_filled: true,
    };
  });
  const personIds: number[] = [];
  const guestIds: number[] = [];
  for (let i = 0; i < guestRows.length; i += BATCH) {
    const slice = guestRows.slice(i, i + BATCH);
    const made = await tx
      .insert(people)
      .values(slice.map((g) => ({ email: g.email })))
      .returning({ id: people.id });
    const guests = await tx
      .insert(webinarUsers)
      .values(slice.map((g, j) => ({ ...g, person_id: made[j]?.id as number })))
      .returning({ id: webinarUsers.id });
    personIds.push(...made.map((m) => m.id));
    guestIds.push(...guests.map((g) => g.id));
  }
  // The school is one field (decision 082): a directory school's name is the guest's institute, as the profile saves
  // it; for every guest made in bulk so far (these and the webinars' demo guests).
  await tx.execute(
    sql`update webinar_users u set institute_name = p.name from partners p where p.id = u.school_partner_id and u.institute_name is null`,
  );

  // What each person did: registrations, visit sign-ups, profile views.
  const { acts, registrations } = demoPersonActivities(random, {
    partnerId,
    personIds,
    guestIds,
    sessions,
    visits,
    start,
    nowMs,
  });
  for (let i = 0; i < registrations.length; i += BATCH)
    await tx.insert(webinarRegistrations).values(registrations.slice(i, i + BATCH));
  // In time order, as they happened; each statement's rows make or advance their connections (trigger).
  acts.sort((a, b) => (a.occurred_at as Date).getTime() - (b.occurred_at as Date).getTime());
  for (let i = 0; i < acts.length; i += BATCH) await tx.insert(activities).values(acts.slice(i, i + BATCH));

  // The team's work, through the connections repository the API uses.
  const connectionCount = await seedDemoTeamWork(tx, random, {
    partnerId,
    adminId: admin.id,
    personIds,
    now: opts.now,
  });
  return {
    connections: connectionCount,
    sessions: sessions.length,
    activities: acts.length,
  };
}

/** Counts of the demo university's live connections per type (for the seed's summary and tests). */
export async function demoConnectionCounts(db: Db, partnerId: number) {
  return db
    .select({ user_type: connections.user_type, n: sql<number>`count(*)::int` })
    .from(connections)
    .where(and(eq(connections.partner_id, partnerId), isNull(connections.disconnected_at)))
    .groupBy(connections.user_type);
}
