import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { build } from "../app.ts";
import { loadConfig } from "../config.ts";
import { hashPassword } from "../lib/passwords.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { countries } from "../modules/reference/reference.table.ts";
import { users } from "../modules/users/users.table.ts";
import type { JobName } from "../plugins/jobs.ts";
import { openTestDatabase } from "./database.ts";
import { watchDocumentedAnswers } from "./documented-answers.ts";

export const TEST_PASSWORD = "correct-horse-battery";
let passwordHash: Promise<string> | undefined;

/** The real app on a fresh database, plus helpers to make institutions, users and signed-in calls. */
export async function createTestApp(opts: { env?: Record<string, string>; now?: () => Date } = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    APP_URL: "http://quad.test",
    // Background jobs can be sent but run only where a test turns workers on (decision 037).
    JOBS_WORKERS: "false",
    JOBS_POLL_SECONDS: "0.5",
    // Every test request comes from 127.0.0.1: the mail throttle's address limit would otherwise end a file's
    // journeys after 30 registrations or invitations. Throttle tests set their own limits (decision 060).
    MAIL_MAX_PER_ADDRESS: "100000",
    ...opts.env,
  });
  const app = await build(config, { database, now: opts.now });
  const answers = watchDocumentedAnswers(app);
  await app.ready();
  const { db } = database;
  let counter = 0;

  async function createPartner(values: Partial<typeof partners.$inferInsert> = {}) {
    counter += 1;
    const [us] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const [row] = await db
      .insert(partners)
      .values({
        institute_type: "University",
        name: `Test Institution ${counter}`,
        status: "active",
        registered_at: new Date(),
        approved_at: new Date(),
        country_id: us?.id ?? null,
        timezone: "America/New_York",
        ...values,
      })
      .returning();
    if (!row) throw new Error("partner not created");
    return row;
  }

  async function createUser(values: Partial<typeof users.$inferInsert> & { partner_id: number }) {
    counter += 1;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const [row] = await db
      .insert(users)
      .values({
        email: `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`,
        first_name: "Test",
        last_name: `User ${counter}`,
        password_hash: await passwordHash,
        role: "admin",
        email_confirmed_at: new Date(),
        privacy_policy_accepted_at: new Date(),
        ...values,
      })
      .returning();
    if (!row) throw new Error("user not created");
    return row;
  }

  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const res = await app.inject({ method: "POST", url: "/api/v1/partners/sessions", payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode} ${res.body}`);
    return res.json().data.authToken;
  }

  /** An institution of a type with a signed-in admin. */
  async function createSignedIn(
    instituteType: "University" | "School" | "ApplicationClient" = "University",
    role: "admin" | "member" = "admin",
  ) {
    const partner = await createPartner({ institute_type: instituteType });
    const user = await createUser({ partner_id: partner.id, role });
    const token = await signIn(user.email);
    return { partner, user, token };
  }

  /**
   * Waits until the queues hold no job that could run (the test turned JOBS_WORKERS on), then until
   * their mails are delivered.
   */
  async function drainJobs(...names: JobName[]) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      let pending = 0;
      for (const name of names) pending += await app.ctx.jobs.pending(name);
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`jobs still pending: ${names.join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.ctx.mailer.flush();
  }

  function injectAs(token: string, options: InjectOptions) {
    return app.inject({ ...options, headers: { ...options.headers, authentication_token: token } });
  }

  return {
    app,
    db,
    database,
    config,
    createPartner,
    createUser,
    createSignedIn,
    signIn,
    injectAs,
    drainJobs,
    close: async () => {
      const undocumented = answers.undocumented();
      await app.close();
      await database.close();
      if (undocumented.length > 0) {
        throw new Error(`Answers the OpenAPI document does not list:\n  ${undocumented.join("\n  ")}`);
      }
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
