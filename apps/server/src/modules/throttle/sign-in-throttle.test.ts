import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/app.ts";
import { startSecondServer } from "../../test/second-server.ts";

/**
 * Issue 22 §5: simultaneous wrong passwords must not pass the sign-in limit. Each attempt is counted before
 * its password is checked, so of 40 sent at once at most 5 (the per-account limit) are checked: the others
 * answer 429 without a check. The count of answers other than 429 is the count of checks.
 */
let t: TestApp;
const API = "/api/v1/partners";
const WEBINARS = "/api/v1/webinars";

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_MAX_PER_ACCOUNT: "5", SIGN_IN_MAX_PER_ADDRESS: "30" } });
});
afterAll(async () => t.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((n, s) => Object.assign(n, { [s]: (n[s] ?? 0) + 1 }), {});

describe("simultaneous wrong passwords", () => {
  it("checks at most 5 of 40 partner sign-ins sent at once", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `${API}/sessions`,
          payload: { email: user.email, password: `wrong-password-${i}` },
          remoteAddress: "198.51.100.20",
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 35 });
    // The right password is refused too until the window ends: the account is locked, not only guessed at.
    const right = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: "198.51.100.21",
    });
    expect(right.statusCode).toBe(429);
  });

  it("checks at most 5 of 40 guest sign-ins sent at once, and 404s count like 401s", async () => {
    const registered = await t.app.inject({
      method: "POST",
      url: `${WEBINARS}/registrations`,
      payload: {
        first_name: "Ann",
        last_name: "Lee",
        role: "parent",
        email: "ann@family.test",
        password: "a-good-password",
      },
    });
    expect(registered.statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `${WEBINARS}/sessions`,
          payload: { email: i % 2 ? "ann@family.test" : "ANN@family.test", password: `wrong-password-${i}` },
          remoteAddress: "198.51.100.30",
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 35 });
    const unknown = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: "POST",
          url: `${WEBINARS}/sessions`,
          payload: { email: "nobody@family.test", password: "whatever-it-is" },
          remoteAddress: "198.51.100.31",
        }),
      ),
    );
    expect(tally(unknown.map((a) => a.statusCode))).toEqual({ 404: 5, 429: 7 });
  });

  it("gives a right password's attempt back: failures before it no longer count", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const signIn = (password: string) =>
      t.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: user.email, password },
        remoteAddress: "198.51.100.40",
      });
    for (let i = 0; i < 4; i++) expect((await signIn("wrong-password")).statusCode).toBe(401);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn("wrong-password")).statusCode).toBe(401);
    expect((await signIn("wrong-password")).statusCode).toBe(429);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "checks at most 5 of 40 sent at once to two instances on one PostgreSQL",
    async () => {
      const url = t.database.url;
      if (!url) throw new Error("no PostgreSQL database");
      const partner = await t.createPartner();
      const user = await t.createUser({ partner_id: partner.id });
      const second = await startSecondServer(url);
      try {
        const body = (i: number) => ({ email: user.email, password: `wrong-password-${i}` });
        const answers = await Promise.all([
          ...Array.from({ length: 20 }, (_, i) =>
            t.app.inject({ method: "POST", url: `${API}/sessions`, payload: body(i) }).then((r) => r.statusCode),
          ),
          ...Array.from({ length: 20 }, (_, i) =>
            fetch(`${second.base}${API}/sessions`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body(20 + i)),
            }).then((r) => r.status),
          ),
        ]);
        expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
      } finally {
        second.stop();
      }
    },
    60_000,
  );
});
