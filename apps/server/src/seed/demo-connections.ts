import { CONSENT_METHODS, isMinor, NEXT_STEPS } from "@quad/contract/rules/connection-privacy";
import type { LIST_STATES } from "@quad/contract/rules/connections";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { createConnectionsRepository } from "../modules/connections/connections.repository.ts";
import { connections, leadCategories } from "../modules/connections/connections.table.ts";
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
import { DEMO_RECORDING_URL } from "./demo-sessions.ts";
import { cityOf, FIRST_NAMES, LAST_NAMES, MAJORS, mailbox } from "./names.ts";
import type { Random } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;
/**
 * Where the demo university's leads live, by weight (country codes of the reference data): many countries, with
 * a third in Eastern and South-eastern Asia, the dashboard's default region filter (decision 050).
 */
const COUNTRY_WEIGHTS = [
  { weight: 22, value: "US" },
  { weight: 12, value: "CN" },
  { weight: 8, value: "IN" },
  { weight: 6, value: "CA" },
  { weight: 5, value: "GB" },
  { weight: 5, value: "KR" },
  { weight: 4, value: "VN" },
  { weight: 3, value: "JP" },
  { weight: 3, value: "TW" },
  { weight: 3, value: "HK" },
  { weight: 3, value: "TH" },
  { weight: 3, value: "SG" },
  { weight: 3, value: "MY" },
  { weight: 3, value: "ID" },
  { weight: 2, value: "PH" },
  { weight: 3, value: "BR" },
  { weight: 3, value: "NG" },
  { weight: 2, value: "DE" },
  { weight: 2, value: "MX" },
  { weight: 2, value: "AE" },
  { weight: 2, value: "FR" },
  { weight: 2, value: "AU" },
  { weight: 1, value: "TR" },
  { weight: 1, value: "EG" },
  { weight: 1, value: "KE" },
  { weight: 1, value: "SA" },
  { weight: 1, value: "ES" },
  { weight: 1, value: "IT" },
  { weight: 1, value: "CO" },
  { weight: 1, value: "PK" },
];
const SESSION_TITLES = [
  "Undergraduate admissions 101",
  "Scholarships and financial aid",
  "Engineering at Quad University",
  "Life on campus: a virtual tour",
  "Writing a strong personal statement",
  "Business school info session",
  "Pre-med pathways",
  "International students: visas and arrival",
  "Computer science open class",
  "Meet our student ambassadors",
  "Arts and design portfolio review",
  "Parents' evening: costs and support",
];
const CATEGORY_NAMES = ["Hot lead", "Scholarship candidate", "Needs follow-up", "Transfer"];
const NOTES = [
  "Asked about scholarships for international students.",
  "Interested in the spring campus visit.",
  "Sent the engineering brochure.",
  "Prefers contact over WeChat; parent joins calls.",
  "Waiting for SAT results before applying.",
  "Called: wants to compare the business and economics programmes.",
];

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
  opts: { now: Date; universityEmail: string; people: number },
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

  // Two years of past sessions, two a month.
  const sessionRows = Array.from({ length: 48 }, (_, i) => {
    const startTime = new Date(start + (i + 0.5) * 15 * DAY + random.int(0, 10) * 60 * 60 * 1000);
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
      email: `${mailbox(first, last)}.${i + 1}@leads.example`,
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

  // What each person did: registrations (most attended, some watched the replay), visit sign-ups, profile views.
  type Act = typeof activities.$inferInsert;
  const acts: Act[] = [];
  const registrations: (typeof webinarRegistrations.$inferInsert)[] = [];
  for (const [i, personId] of personIds.entries()) {
    const guestId = guestIds[i] as number;
    // Newer people are more numerous: the university's reach grows.
    const firstAt = start + Math.floor(Math.sqrt(random.next()) * 720) * DAY;
    const firstKind = random.weighted([
      { weight: 70, value: "webinar" },
      { weight: visits.length ? 18 : 0, value: "visit" },
      { weight: 12, value: "profile" },
    ]);
    if (firstKind === "profile")
      acts.push({ person_id: personId, partner_id: partnerId, kind: "profile_view", occurred_at: new Date(firstAt) });
    if (firstKind === "visit")
      acts.push({
        person_id: personId,
        partner_id: partnerId,
        kind: "visit_signup",
        event_id: random.pick(visits).id,
        occurred_at: new Date(firstAt),
      });
    // Sessions after the person first came (a registration is made before the session starts).
    const later = sessions.filter((s) => s.start_time.getTime() > firstAt + 60 * 60 * 1000);
    const count = firstKind === "webinar" ? random.int(1, 3) : random.int(0, 2);
    const taken = new Set<number>();
    for (let k = 0; k < count && later.length; k += 1) {
      const s = random.pick(later);
      if (taken.has(s.id)) continue;
      taken.add(s.id);
      const registeredAt = Math.max(firstAt, s.start_time.getTime() - random.int(1, 14) * DAY);
      const joinedAt = new Date(s.start_time.getTime() + random.int(0, 10) * 60_000);
      const attended = random.chance(0.65);
      const seconds = attended ? random.int(10, 60) * 60 : 0;
      const replayAt = s.start_time.getTime() + random.int(1, 20) * DAY;
      const watched = !attended && random.chance(0.3) && replayAt < nowMs;
      registrations.push({
        webinar_id: s.id,
        partner_id: partnerId,
        webinar_user_id: guestId,
        registered_at: new Date(registeredAt),
        first_joined_at: attended ? joinedAt : null,
        joined_seconds: seconds,
        is_video_watched: watched,
      });
      acts.push({
        person_id: personId,
        partner_id: partnerId,
        kind: "registered",
        webinar_id: s.id,
        occurred_at: new Date(registeredAt),
      });
      if (attended)
        acts.push({
          person_id: personId,
          partner_id: partnerId,
          kind: "attended",
          webinar_id: s.id,
          duration_seconds: seconds,
          via: "join_link",
          occurred_at: joinedAt,
        });
      if (watched)
        acts.push({
          person_id: personId,
          partner_id: partnerId,
          kind: "viewed_recording",
          webinar_id: s.id,
          occurred_at: new Date(replayAt),
        });
    }
    if (random.chance(0.15)) {
      const at = firstAt + random.int(1, 60) * DAY;
      if (at < nowMs)
        acts.push({ person_id: personId, partner_id: partnerId, kind: "watched_video", occurred_at: new Date(at) });
    }
    // Some come back to the university's profile later (its profile views, week after week).
    if (random.chance(0.12)) {
      const at = firstAt + random.int(1, 120) * DAY;
      if (at < nowMs)
        acts.push({ person_id: personId, partner_id: partnerId, kind: "profile_view", occurred_at: new Date(at) });
    }
  }
  for (let i = 0; i < registrations.length; i += BATCH)
    await tx.insert(webinarRegistrations).values(registrations.slice(i, i + BATCH));
  // In time order, as they happened; each statement's rows make or advance their connections (trigger).
  acts.sort((a, b) => (a.occurred_at as Date).getTime() - (b.occurred_at as Date).getTime());
  for (let i = 0; i < acts.length; i += BATCH) await tx.insert(activities).values(acts.slice(i, i + BATCH));

  // The team's work, through the connections repository the API uses.
  const repo = createConnectionsRepository(tx as unknown as Db);
  const scope = { partnerId, today: opts.now.toISOString().slice(0, 10) };
  const cats = await tx
    .insert(leadCategories)
    .values(CATEGORY_NAMES.map((name) => ({ partner_id: partnerId, name, created_by: admin.id })))
    .onConflictDoNothing()
    .returning({ id: leadCategories.id });
  const rows = await tx
    .select({
      id: connections.id,
      person_id: connections.person_id,
      first_activity_at: connections.first_activity_at,
      date_of_birth: connections.date_of_birth,
    })
    .from(connections)
    .where(and(eq(connections.partner_id, partnerId), inArray(connections.person_id, personIds)))
    .orderBy(asc(connections.id));
  const actedAt = (row: { first_activity_at: Date | null }, days: number) =>
    new Date(Math.min(nowMs, (row.first_activity_at?.getTime() ?? nowMs) + days * DAY));
  const byCategory = new Map<number, number[]>();
  const byStep = new Map<string, number[]>();
  const byMove = new Map<string, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, id: number) => map.set(key, [...(map.get(key) ?? []), id]);
  const today = scope.today;
  for (const row of rows) {
    if (random.chance(0.32)) {
      // A list state, often moved along (every step kept in the history). The moves are made in bulk per
      // month of arrival, as a team working its list does.
      const path = random.pick([
        ["longlisted", "shortlisted"],
        ["shortlisted", "applying"],
        ["shortlisted", "applying", "applied"],
        ["longlisted"],
        ["shortlisted"],
        ["applying", "applied", "offered"],
      ] as (typeof LIST_STATES)[number][][]);
      const month = Math.floor((row.first_activity_at?.getTime() ?? nowMs) / (30 * DAY));
      for (const [k, state] of path.entries()) add(byMove, `${k}|${month}|${state}`, row.id);
    }
    if (cats.length && random.chance(0.25)) add(byCategory, random.pick(cats).id, row.id);
    if (random.chance(0.3)) add(byStep, random.pick(NEXT_STEPS), row.id);
    if (random.chance(0.08))
      await repo.addActivity({
        person_id: row.person_id,
        partner_id: partnerId,
        kind: random.pick(["note", "call", "email", "meeting"] as const),
        note: random.pick(NOTES),
        created_by: admin.id,
        occurred_at: actedAt(row, random.int(1, 30)),
      });
    if (isMinor(row.date_of_birth, today) && random.chance(0.3)) {
      const parent = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const consent = { given_by: parent, method: random.pick(CONSENT_METHODS), recorded_by: admin.id };
      await repo.recordConsent(scope, row.id, consent, actedAt(row, 5));
    }
  }
  // Earlier steps first, so that every connection's history runs in order.
  const moves = [...byMove.entries()].sort(([a], [b]) => {
    const [ka, ma] = a.split("|").map(Number) as [number, number];
    const [kb, mb] = b.split("|").map(Number) as [number, number];
    return ka - kb || ma - mb;
  });
  for (const [key, ids] of moves) {
    const [k, month, state] = key.split("|") as [string, string, (typeof LIST_STATES)[number]];
    const at = new Date(Math.min(nowMs - DAY, ((Number(month) + 1) * 30 + Number(k) * 20) * DAY));
    await repo.change(scope, ids, { list_state: state }, admin.id, at);
  }
  // Categories and next steps set in bulk, as the list's bulk actions do.
  const bulkAt = new Date(nowMs - 30 * DAY);
  for (const [id, ids] of byCategory) await repo.change(scope, ids, { lead_category_id: id }, admin.id, bulkAt);
  for (const [step, ids] of byStep) await repo.change(scope, ids, { next_step: step }, admin.id, bulkAt);
  // The team looked at the list three weeks ago: what came or changed since carries a New or Updated badge.
  const seenAt = new Date(nowMs - 21 * DAY);
  const seen = rows.filter((r) => (r.first_activity_at?.getTime() ?? nowMs) < seenAt.getTime()).map((r) => r.id);
  for (let i = 0; i < seen.length; i += BATCH) await repo.markViewed(scope, seen.slice(i, i + BATCH), seenAt);
  // Two people withdrew their consent.
  for (const row of rows.slice(0, 2)) await repo.disconnect(scope, row.id, new Date(nowMs - 10 * DAY));
  return {
    connections: rows.length,
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
