import type { Db } from "../db/client.ts";
import { studentApplications } from "../modules/applications/applications.table.ts";
import { programCourses, programIntakeRounds, programs } from "../modules/programs/programs.table.ts";
import { people, webinarUsers } from "../modules/webinars/webinars.table.ts";

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/**
 * An active program of an institution (rows inserted straight into the programs tables, which the programs module
 * owns), with its intake rounds and courses.
 */
export async function createProgram(
  db: Db,
  partnerId: number,
  values: Partial<typeof programs.$inferInsert> = {},
  extra: {
    rounds?: Partial<typeof programIntakeRounds.$inferInsert>[];
    courses?: string[];
  } = {},
) {
  const n = next();
  const [program] = await db
    .insert(programs)
    .values({ partner_id: partnerId, university_id: partnerId, name: `Program ${n}`, status: "active", ...values })
    .returning();
  if (!program) throw new Error("program not created");
  const rounds = [];
  for (const [i, r] of (extra.rounds ?? []).entries()) {
    const [row] = await db
      .insert(programIntakeRounds)
      .values({ program_id: program.id, name: `Round ${i + 1}`, position: i, ...r })
      .returning();
    if (row) rounds.push(row);
  }
  const courses = [];
  for (const [i, name] of (extra.courses ?? []).entries()) {
    const [row] = await db.insert(programCourses).values({ program_id: program.id, name, position: i }).returning();
    if (row) courses.push(row);
  }
  return { program, rounds, courses };
}

/** A person, optionally with a webinar guest account. */
export async function createApplicant(db: Db, values: Partial<typeof webinarUsers.$inferInsert> = {}, guest = true) {
  const n = next();
  const email = values.email ?? `applicant${n}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const [person] = await db.insert(people).values({ email }).returning();
  if (!person) throw new Error("person not created");
  if (!guest) return { personId: person.id, guestId: null, email };
  const [user] = await db
    .insert(webinarUsers)
    .values({ first_name: `Applicant${n}`, last_name: "Test", ...values, email, person_id: person.id })
    .returning();
  return { personId: person.id, guestId: user?.id ?? null, email };
}

/** An application row of an institution's program (what the guest apply flow writes, minus its side effects). */
export async function createApplication(
  db: Db,
  v: { partnerId: number; programId: number; personId?: number; guestId?: number | null } & Partial<
    typeof studentApplications.$inferInsert
  >,
) {
  const n = next();
  const { partnerId, programId, personId, guestId, ...values } = v;
  const applicant = personId ? { personId, guestId: guestId ?? null } : await createApplicant(db);
  const [row] = await db
    .insert(studentApplications)
    .values({
      partner_id: partnerId,
      program_id: programId,
      person_id: applicant.personId,
      webinar_user_id: applicant.guestId,
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email: `student${n}@example.test`,
      ...values,
    })
    .returning();
  if (!row) throw new Error("application not created");
  return row;
}
