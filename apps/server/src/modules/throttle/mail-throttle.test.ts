import { MESSAGES } from "@quad/contract/rules/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { createThrottle } from "./throttle.ts";

/** Issue 22 §3: every route that mails or tells whether an account exists is throttled (decision 060). */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const API = "/api/v1/partners";
const WEBINARS = "/api/v1/webinars";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, JOBS_WORKERS: "true", MAIL_MAX_PER_ACCOUNT: "5", MAIL_MAX_PER_ADDRESS: "30" },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let address = 0;
/** A client address of its own (inject's remoteAddress: nothing leaves the process), so tests do not share one. */
const newAddress = () => `203.0.113.${++address}`;
const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email)).length;

function expectThrottled(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe("forgot password", () => {
  it("mails one account at most 5 times in 15 minutes: 20 requests, 5 answers, 5 mails", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: `${API}/passwords/forgot_password`,
        payload: { email: i % 2 ? user.email.toUpperCase() : ` ${user.email}` },
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
      if (i >= 5) expectThrottled(res);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    await t.drainJobs("password-reset-mail");
    expect(mailsTo(user.email)).toBe(5);
    // Another address asking for the same account is refused too: the limit is the account's.
    const elsewhere = await t.app.inject({
      method: "POST",
      url: `${API}/passwords/forgot_password`,
      payload: { email: user.email },
      remoteAddress: newAddress(),
    });
    expectThrottled(elsewhere);
  });

  it("answers one address at most 30 times in 15 minutes, whatever the emails", async () => {
    const from = newAddress();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: `${WEBINARS}/passwords`,
        payload: { email: `probe${i}@example.test` },
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: `${API}/passwords/forgot_password`,
      payload: { email: "probe-last@example.test" },
      remoteAddress: from,
    });
    expectThrottled(refused);
    const other = await t.app.inject({
      method: "POST",
      url: `${API}/passwords/forgot_password`,
      payload: { email: "probe-last@example.test" },
      remoteAddress: newAddress(),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("registration", () => {
  it("throttles partner registrations per email, taken or not", async () => {
    const partner = await t.createPartner();
    const owner = await t.createUser({ partner_id: partner.id });
    const [us] = (await t.db.execute<{ id: number }>(sql`select id from countries where code = 'US'`)).rows;
    const register = (i: number) =>
      t.app.inject({
        method: "POST",
        url: `${API}/registrations`,
        payload: {
          institute_type: "School",
          institution_name: `Probe School ${i}`,
          country_id: String(us?.id),
          first_name: "Eve",
          last_name: "Probe",
          email: owner.email,
          password: "secret-pass-1",
          password_confirmation: "secret-pass-1",
        },
        remoteAddress: newAddress(),
      });
    for (let i = 0; i < 5; i++) expect((await register(i)).statusCode).toBe(201);
    expectThrottled(await register(5));
    await t.app.ctx.mailer.flush();
    expect(mailsTo(owner.email)).toBe(5);
  });

  it("throttles guest registrations per address", async () => {
    const from = newAddress();
    const register = (i: number) =>
      t.app.inject({
        method: "POST",
        url: `${WEBINARS}/registrations`,
        payload: {
          first_name: "Ann",
          last_name: "Lee",
          role: "parent",
          email: `ann${i}@family.test`,
          password: "a-good-password",
        },
        remoteAddress: from,
      });
    for (let i = 0; i < 30; i++) expect((await register(i)).statusCode, `registration ${i}`).toBe(201);
    expectThrottled(await register(30));
  });
});

describe("signed-in mail routes", () => {
  it("counts a signed-in user's requests whatever the address, and a visitor gets 401 before any count", async () => {
    const { user, token } = await t.createSignedIn("University");
    const contact = (remoteAddress: string) =>
      t.injectAs(token, {
        method: "POST",
        url: `${API}/users/${user.id}/contact_uem`,
        payload: { request_type: "support", comments: "Please call me" },
        remoteAddress,
      });
    for (let i = 0; i < 30; i++) expect((await contact(newAddress())).statusCode).toBe(200);
    expectThrottled(await contact(newAddress()));
    const visitor = await t.app.inject({
      method: "POST",
      url: `${API}/users/bulk_invite`,
      payload: { emails: "a@b.test" },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the API document", () => {
  const THROTTLED = [
    ["post", `${API}/passwords/forgot_password`],
    ["post", `${API}/registrations`],
    ["post", `${API}/users/create_member`],
    ["post", `${API}/users/bulk_invite`],
    ["post", `${API}/invitations`],
    ["post", `${API}/teams/team_bulk_operation`],
    ["post", `${API}/users/{id}/contact_uem`],
    ["post", `${WEBINARS}/registrations`],
    ["post", `${WEBINARS}/passwords`],
    ["post", `${API}/sessions`],
    ["post", `${WEBINARS}/sessions`],
  ] as const;

  it("lists 429 with Retry-After on every throttled route", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    for (const [method, path] of THROTTLED) {
      const answer = doc.paths[path]?.[method]?.responses["429"];
      expect(answer, `${method} ${path}`).toBeDefined();
      expect(Object.keys(answer?.headers ?? {}), `${method} ${path}`).toEqual(["Retry-After"]);
    }
  });
});

describe("clean-up", () => {
  it("drops the counters whose window has ended, and only those", async () => {
    const count = async () =>
      Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from throttle_counters`)).rows[0]?.n);
    const held = await count();
    expect(held).toBeGreaterThan(0);
    expect(await createThrottle(t.app.ctx).prune()).toBe(0);
    expect(await count()).toBe(held);
    const later = createThrottle({ ...t.app.ctx, now: () => new Date(Date.now() + 16 * 60_000) });
    expect(await later.prune()).toBe(held);
    expect(await count()).toBe(0);
  });
});
