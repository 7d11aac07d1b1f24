import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { connections } from "../modules/connections/connections.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { createPlansService } from "../modules/plans/plans.service.ts";
import { createProspectsService } from "../modules/prospects/prospects.service.ts";
import { prospects } from "../modules/prospects/prospects.table.ts";
import { countries } from "../modules/reference/reference.table.ts";
import { createGuestsRepository } from "../modules/webinars/guests.repository.ts";
import { createGuestsService } from "../modules/webinars/guests.service.ts";
import { people, webinarUsers } from "../modules/webinars/webinars.table.ts";
import { COUNTRY_WEIGHTS, DAY } from "./demo-connection-data.ts";
import type { DemoActors } from "./demo-context.ts";
import { DEMO_GUEST_EMAIL } from "./demo-sessions.ts";
import { cityOf, FIRST_NAMES, LAST_NAMES, MAJORS, mailbox } from "./names.ts";
import type { Random } from "./random.ts";

/**
 * The demo world's discoverable students (issue 26 §3): guest@quad.test, some of the demo university's own student
 * connections and a few hundred students new to it, each opting in through the guest service at their own moment;
 * then the demo university connects three of the new ones (source "prospect") through the prospects service.
 */
export async function seedDemoProspects(
  actors: DemoActors,
  random: Random,
  opts: { now: Date; universityEmail: string; students: number },
) {
  const db = actors.ctx.db;
  const nowMs = opts.now.getTime();
  const thisYear = opts.now.getUTCFullYear();
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const idOf = new Map(countryRows.map((c) => [c.code, c.id]));
  const codeOf = new Map(countryRows.map((c) => [c.id, c.code]));
  const weights = COUNTRY_WEIGHTS.filter((c) => idOf.has(c.value)).map((c) => ({
    weight: c.weight,
    value: idOf.get(c.value) as number,
  }));
  if (weights.length === 0) return;
  const schools = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.institute_type, "School"))
    .orderBy(asc(partners.id))
    .limit(80);

  // Students new to the demo university, signed up as the registration writes them.
  const rows = Array.from({ length: opts.students }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const age = random.int(15, 19);
    const country = random.weighted(weights);
    const school = schools.length > 0 && random.chance(0.5) ? random.pick(schools) : null;
    return {
      email: `${mailbox(first, last)}.${i + 1}@prospects.example`,
      first_name: first,
      last_name: last,
      role: "student",
      school_partner_id: school?.id ?? null,
      institute_name: school?.name ?? `${random.pick(LAST_NAMES)} High School`,
      graduation_year: thisYear + Math.max(0, 18 - age) + random.int(0, 1),
      date_of_birth: `${thisYear - age}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      country_id: country,
      city: cityOf(codeOf.get(country) ?? "", i),
      gender: random.pick(["male", "female", "other"] as const),
      academic_interests: [random.pick(MAJORS), ...(random.chance(0.4) ? [random.pick(MAJORS)] : [])],
      required_fields_filled: true,
      created_at: new Date(nowMs - random.int(100, 400) * DAY),
    };
  });
  const newIds: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const slice = rows.slice(i, i + 200);
    const made = await db
      .insert(people)
      .values(slice.map((g) => ({ email: g.email })))
      .returning({ id: people.id });
    const guests = await db
      .insert(webinarUsers)
      .values(slice.map((g, j) => ({ ...g, person_id: made[j]?.id as number })))
      .returning({ id: webinarUsers.id });
    newIds.push(...guests.map((g) => g.id));
  }

  // Some of the university's own student connections, and the demo guest.
  const admin = await actors.user(opts.universityEmail);
  const connected = await db
    .select({ id: webinarUsers.id })
    .from(webinarUsers)
    .innerJoin(connections, eq(connections.person_id, webinarUsers.person_id))
    .where(and(eq(connections.partner_id, admin.partner_id), eq(webinarUsers.role, "student")))
    .orderBy(asc(webinarUsers.id))
    .limit(Math.ceil(opts.students / 4));
  const [demoGuest] = await db
    .select({ id: webinarUsers.id })
    .from(webinarUsers)
    .where(eq(sql`lower(${webinarUsers.email})`, DEMO_GUEST_EMAIL));

  const guests = createGuestsService(actors.ctx);
  const repo = createGuestsRepository(db);
  const optIns = [...newIds, ...connected.map((c) => c.id), ...(demoGuest ? [demoGuest.id] : [])];
  for (const id of optIns) {
    const guest = await repo.findById(id);
    if (!guest) continue;
    actors.at(new Date(nowMs - (id === demoGuest?.id ? 20 : random.int(1, 120)) * DAY - random.int(0, 86_000) * 1000));
    await guests.setDiscoverable(guest, true);
  }

  // The demo university is on the paid plan of prospect-and-engage (the demo world's plans, fixed: plans-server seeds
  // the same tier); it found three of the new students two days ago.
  await createPlansService(actors.ctx).set(admin.partner_id, "prospect_engage", "paid", "demo");
  actors.at(new Date(nowMs - 2 * DAY));
  await createProspectsService(actors.ctx).connect(admin, newIds.slice(0, 3), "paid");
  actors.at(opts.now);
  return { discoverable: optIns.length, connectedIds: newIds.slice(0, 3) };
}

/** Whether the demo world has discoverable students already (a world made before issue 26 has none). */
export async function hasDemoProspects(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ guest_id: prospects.guest_id }).from(prospects).limit(1);
  return row !== undefined;
}
