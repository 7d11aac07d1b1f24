import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

/**
 * Issue 22 §3: forgot-password answered known addresses measurably slower (a token and a mail on the request
 * path). The request path now does the same work for any address: the same statements, one job carrying
 * the address; the lookup, the token and the mail are the job's (decision 060). Workers are off here, so
 * what a request did stays to be seen; auth.test.ts and guest-area.test.ts run the job and follow the link.
 */
let t: TestApp;
let statements: string[] | null = null;

beforeAll(async () => {
  t = await createTestApp();
  // Every statement sent to the database while a request runs (the pool on PostgreSQL, PGlite otherwise).
  const { pool, pglite } = t.database;
  const target = (pool ?? pglite) as unknown as { query: (...args: unknown[]) => unknown };
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    statements?.push(String(text));
    return query(...args);
  };
});
afterAll(async () => t.close());

async function counts() {
  const [row] = (
    await t.db.execute<{ tokens: number; guest_tokens: number; outbox: number; jobs: number }>(sql`select
      (select count(*)::int from user_tokens) as tokens,
      (select count(*)::int from webinar_user_tokens) as guest_tokens,
      (select count(*)::int from outbox) as outbox,
      (select count(*)::int from pgboss.job where name = 'password-reset-mail') as jobs`)
  ).rows;
  return row;
}

async function traced(url: string, email: string) {
  statements = [];
  const before = await counts();
  const res = await t.app.inject({ method: "POST", url, payload: { email } });
  const seen = statements;
  statements = null;
  return { res, seen, before, after: await counts() };
}

describe("forgot password: the same work for every address", () => {
  for (const [area, url] of [
    ["partner", "/api/v1/partners/passwords/forgot_password"],
    ["guest", "/api/v1/webinars/passwords"],
  ] as const) {
    it(`${area}: the same statements and one job, whether or not the address has an account`, async () => {
      let known: string;
      if (area === "partner") {
        const partner = await t.createPartner();
        known = (await t.createUser({ partner_id: partner.id })).email;
      } else {
        known = "known.guest@family.test";
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/webinars/registrations",
          payload: { first_name: "Kim", last_name: "Ray", role: "parent", email: known, password: "a-good-password" },
        });
        expect(res.statusCode).toBe(201);
      }
      const a = await traced(url, known);
      const b = await traced(url, `nobody.${area}@family.test`);
      expect(a.res.statusCode).toBe(200);
      expect(a.res.body).toBe(b.res.body);
      expect(a.seen.length).toBeGreaterThan(0);
      expect(a.seen).toEqual(b.seen);
      for (const { before, after } of [a, b]) {
        expect(after).toEqual({ ...before, jobs: (before?.jobs ?? 0) + 1 });
      }
      const jobs = await t.db.execute<{ data: unknown }>(
        sql`select data from pgboss.job where name = 'password-reset-mail' order by created_on desc limit 2`,
      );
      expect(jobs.rows.map((r) => r.data)).toEqual([
        { area, email: `nobody.${area}@family.test` },
        { area, email: known },
      ]);
    });
  }
});
