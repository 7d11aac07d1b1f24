import type { Db } from "../db/client.ts";
import { webinarRegistrations, webinars, webinarUsers } from "../modules/webinars/webinars.table.ts";
import type { TestApp } from "./app.ts";

let counter = 0;
const HOUR = 60 * 60 * 1000;

/** A published online session of a partner, by default starting in 23 hours for an hour, in New York time. */
export async function createSession(db: Db, partnerId: number, values: Partial<typeof webinars.$inferInsert> = {}) {
  counter += 1;
  const start = values.start_time ?? new Date(Date.now() + 23 * HOUR);
  const [row] = await db
    .insert(webinars)
    .values({
      partner_id: partnerId,
      title: `Session ${counter}`,
      start_time: start,
      end_time: new Date(start.getTime() + HOUR),
      timezone: "America/New_York",
      status: "published",
      ...values,
    })
    .returning();
  if (!row) throw new Error("session not created");
  return row;
}

/** A webinar guest, by default in English without a zone of their own. */
export async function createGuest(db: Db, values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(webinarUsers)
    .values({
      email: `guest${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      first_name: `Guest${counter}`,
      last_name: "Test",
      ...values,
    })
    .returning();
  if (!row) throw new Error("guest not created");
  return row;
}

/** A registration of a guest for a session, registered two days ago unless said otherwise. */
export async function register(
  db: Db,
  session: { id: number; partner_id: number },
  guest: { id: number },
  values: Partial<typeof webinarRegistrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(webinarRegistrations)
    .values({
      webinar_id: session.id,
      partner_id: session.partner_id,
      webinar_user_id: guest.id,
      registered_at: new Date(Date.now() - 48 * HOUR),
      ...values,
    })
    .returning();
  if (!row) throw new Error("registration not created");
  return row;
}

/** Waits until the condition holds, polling; throws after the timeout. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = "condition") {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let signUps = 0;
/**
 * A guest who signed up through POST registrations with a complete student profile; answers the
 * guest's token, id and email. `countryId` is a known country (the profile requires one).
 */
export async function signUpGuest(
  app: Pick<TestApp["app"], "inject">,
  countryId: number,
  over: Record<string, string> = {},
) {
  signUps += 1;
  const fields = {
    first_name: "Ada",
    last_name: "Lee",
    email: `signup${signUps}-${Math.random().toString(36).slice(2, 8)}@student.test`,
    password: "a-good-password",
    role: "student",
    date_of_birth: "2009-04-02",
    graduation_year: "2027",
    country_id: String(countryId),
    city: "Boston",
    institute_name: "Boston Latin",
    ...over,
  };
  const res = await app.inject({ method: "POST", url: "/api/v1/webinars/registrations", payload: fields });
  if (res.statusCode !== 201) throw new Error(`guest sign-up failed ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { token: data.authToken as string, id: data.id as number, email: fields.email };
}
